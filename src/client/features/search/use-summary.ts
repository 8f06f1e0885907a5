import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SummaryResponse } from "../../../shared/summary";
import type { Trial } from "../../../shared/trial";
import { serverMessage } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { useApi } from "../../lib/use-api";

export const summaryKey = (pmid: string) => ["summary", pmid] as const;

/** Selecting a trial generates its summaries (spec §4); each is kept for the visit so reselecting is instant. */
export function useGenerateSummary() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trial: Trial): Promise<SummaryResponse> => {
      const cached = queryClient.getQueryData<SummaryResponse>(summaryKey(trial.pmid));
      if (cached) return cached;
      const { pmid, title, abstract, authors, journal, publicationDate } = trial;
      const res = await api.request("POST", "/api/summarize", { pmid, title, abstract, authors, journal, publicationDate });
      return res.json();
    },
    onSuccess: (summary, trial) => queryClient.setQueryData(summaryKey(trial.pmid), summary),
    onError: (error) =>
      toast({
        title: "Summarization failed",
        description: serverMessage(error) ?? "Unable to generate summary. Please try again.",
        variant: "destructive",
      }),
  });
}
