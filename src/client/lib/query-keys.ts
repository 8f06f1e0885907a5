/**
 * Query keys the route tree needs before any page chunk loads. Kept apart from the hooks that use them, so the
 * first bundle does not carry React Query's mutation code just to name a key.
 */
export const SAVED_TRIALS_KEY = ["/api/saved-trials"] as const;
