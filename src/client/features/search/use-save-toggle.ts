import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ERROR_CODES } from "../../../shared/api/error-body";
import type { SaveTrialBody, SavedTrialsResponse } from "../../../shared/api/saved-trials";
import { trialTextOf } from "../../../shared/api/trial-text";
import type { SummaryResponse } from "../../../shared/api/summary";
import type { Trial } from "../../../shared/trial";
import { hasStatus } from "../../lib/api";
import { isUnauthorized, savedTrialsQuery, useRemoveSavedTrial, useSavedTrials } from "../../lib/use-saved-trials";
import { afterToastShown, toast } from "../../lib/toast-store";
import { useApi } from "../../lib/use-api";

const LOGIN_REDIRECT_MS = 1000;
const redirectToLogin = () => afterToastShown(LOGIN_REDIRECT_MS, () => window.location.assign("/api/login"));
const loginRequired = (description: string) => {
  toast({ title: "Login Required", description, variant: "destructive" });
  redirectToLogin();
};

/** One status covers two refusals (already saved, too many saved): the code tells them apart. */
const isAlreadySaved = (error: unknown) => hasStatus(error, 409) && error.code === ERROR_CODES.alreadySaved;

/** The trial as the results show it, with the summaries on screen when it is the selected one. */
function saveBody(trial: Trial, summary: SummaryResponse | undefined): SaveTrialBody {
  return {
    ...trialTextOf(trial),
    cancerType: trial.cancerType ?? null,
    doi: trial.doi ?? null,
    clinicianSummary: summary?.clinicianSummary ?? null,
    patientSummary: summary?.patientSummary ?? null,
  };
}

interface SaveContext {
  marked: Set<string>;
  list?: SavedTrialsResponse;
}

/**
 * The heart toggle (docs/product.md#states; its toasts in #messages): optimistic; on error the previous marked set
 * and cached list come back.
 * `selected` carries the summaries to send when the trial being saved is the one on screen.
 */
export function useSaveToggle(isAuthenticated: boolean, selected: { pmid: string; summary?: SummaryResponse } | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = savedTrialsQuery(api);
  const saved = useSavedTrials(isAuthenticated);
  const [marked, setMarked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (saved.data) setMarked(new Set(saved.data.map((t) => t.pmid)));
  }, [saved.data]);

  const snapshot = (): SaveContext => ({ marked: new Set(marked), list: queryClient.getQueryData(queryKey) });
  const restore = (context?: SaveContext) => {
    if (!context) return;
    setMarked(context.marked);
    queryClient.setQueryData(queryKey, context.list);
  };

  const save = useMutation({
    mutationFn: (trial: Trial) =>
      api.call("saveTrial", saveBody(trial, selected?.pmid === trial.pmid ? selected.summary : undefined)),
    onMutate: (trial) => {
      const context = snapshot();
      setMarked((m) => new Set(m).add(trial.pmid));
      return context;
    },
    onSuccess: (savedTrial) => {
      queryClient.setQueryData<SavedTrialsResponse>(queryKey, (d) => ({
        trials: [savedTrial, ...(d?.trials ?? []).filter((t) => t.pmid !== savedTrial.pmid)],
      }));
      toast({ title: "Saved", description: "Trial saved to favorites" });
    },
    onError: (error, _trial, context) => {
      restore(context);
      if (isUnauthorized(error)) loginRequired("Please log in to save trials");
      else if (isAlreadySaved(error))
        toast({ title: "Already Saved", description: "This trial is already in your favorites" });
      else toast({ title: "Error", description: "Failed to save trial", variant: "destructive" });
    },
  });

  const remove = useRemoveSavedTrial(api);

  const toggle = (trial: Trial) => {
    if (!isAuthenticated) return loginRequired("Please log in to save trials");
    if (!marked.has(trial.pmid)) return save.mutate(trial);
    const context = snapshot();
    setMarked((m) => {
      const next = new Set(m);
      next.delete(trial.pmid);
      return next;
    });
    remove.mutate(trial.pmid, {
      onSuccess: () => toast({ title: "Removed", description: "Trial removed from favorites" }),
      onError: (error) => {
        restore(context);
        if (isUnauthorized(error)) loginRequired("Please log in to manage favorites");
        else toast({ title: "Error", description: "Failed to remove trial", variant: "destructive" });
      },
    });
  };

  return { marked, toggle };
}
