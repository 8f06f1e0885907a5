import { useState, type FormEvent } from "react";
import { safeReturnTo } from "../../../shared/return-to";
import { serverMessage, type Api } from "../../lib/api";

const FALLBACK = "Something went wrong. Please try again.";

/**
 * Posts a form's fields as JSON to a sign-in endpoint (the server names what is wrong with them). On success the browser goes to `returnTo` with a
 * full page load, so the server renders the signed-in header; on failure the server's words are kept to show.
 * `returnTo` is checked again right before leaving: whatever handed it over, the browser stays on this site.
 */
export function useCredentials(api: Api, endpoint: "signIn" | "register", returnTo: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as { email: string; password: string };
    setPending(true);
    setError(null);
    try {
      await api.call(endpoint, fields);
      window.location.assign(safeReturnTo(returnTo));
    } catch (failure) {
      setError(serverMessage(failure) ?? FALLBACK);
      setPending(false);
    }
  };

  return { onSubmit, pending, error };
}
