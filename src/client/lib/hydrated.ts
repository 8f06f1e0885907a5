import { useEffect } from "react";

let markHydrated!: () => void;

/** Resolves once the page's own content has hydrated (see useMarkHydrated); never on the server. */
export const contentHydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/**
 * Marks `<html data-hydrated>` once the page's own content has hydrated, and resolves `contentHydrated`. The root
 * layout hydrates first and the route's content later (the router streams it inside a Suspense boundary), so a
 * marker in the header would say "ready" too early. End-to-end tests wait for this one.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    markHydrated();
  }, []);
}
