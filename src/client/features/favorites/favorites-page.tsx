import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { SkeletonCard } from "../../components/skeleton-card";
import { useAuth } from "../../lib/current-user";
import { isUnauthorized, useRemoveSavedTrial, useSavedTrials } from "../../lib/use-saved-trials";
import { afterToastShown, toast } from "../../lib/toast-store";
import { useApi } from "../../lib/use-api";
import { useMarkHydrated } from "../../lib/hydrated";
import { RouterQueryClientProvider } from "../../lib/query-client";
import { ExportLinks } from "./export-links";
import { SavedTrialCard } from "./saved-trial-card";

const LOGIN_REDIRECT_MS = 500;
const redirectToLogin = () =>
  afterToastShown(LOGIN_REDIRECT_MS, () =>
    window.location.assign(`/api/login?returnTo=${encodeURIComponent("/favorites")}`),
  );

/** Loaded on demand with React Query, which the saved list needs. */
export function FavoritesPage() {
  useMarkHydrated();
  return (
    <RouterQueryClientProvider>
      <SavedTrials />
    </RouterQueryClientProvider>
  );
}

function SavedTrials() {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  const saved = useSavedTrials(isAuthenticated);
  const remove = useRemoveSavedTrial(api);

  // Auth has answered before the page renders; if nobody is signed in, say so and go to login after 500 ms
  // (docs/product.md#pages).
  useEffect(() => {
    if (isAuthenticated) return;
    toast({ title: "Login Required", description: "Please log in to see your saved trials", variant: "destructive" });
    return redirectToLogin();
  }, [isAuthenticated]);

  const onRemove = (pmid: string) =>
    remove.mutate(pmid, {
      onSuccess: () => toast({ title: "Removed", description: "Trial removed from favorites" }),
      onError: (error) => {
        if (isUnauthorized(error)) {
          toast({
            title: "Unauthorized",
            description: "You are logged out. Logging in again...",
            variant: "destructive",
          });
          redirectToLogin();
        } else toast({ title: "Error", description: "Failed to remove trial from favorites", variant: "destructive" });
      },
    });

  const trials = saved.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Saved Trials</h1>
          <p className="mt-1 text-muted">Your collection of saved clinical trials and summaries</p>
        </div>
        {trials && trials.length > 0 && <ExportLinks />}
      </div>
      <div className="mt-8 space-y-4" aria-busy={saved.isLoading}>
        {(saved.isLoading || !isAuthenticated) && [0, 1, 2].map((i) => <SkeletonCard key={i} lines={3} />)}
        {saved.isError && (
          <div className="card p-10 text-center">
            <p className="text-lg font-semibold">Your saved trials could not be loaded</p>
            <p className="mt-1 text-muted">Please reload the page to try again.</p>
          </div>
        )}
        {trials?.length === 0 && (
          <div className="card p-10 text-center">
            <p className="text-lg font-semibold">No saved trials yet</p>
            <p className="mt-1 text-muted">Save trials from your searches to read them again here.</p>
            <Link to="/search" className="btn btn-primary mt-6">
              Go to Search
            </Link>
          </div>
        )}
        {trials?.map((trial) => (
          <SavedTrialCard key={trial.pmid} trial={trial} onRemove={onRemove} />
        ))}
      </div>
    </div>
  );
}
