import { getRouteApi } from "@tanstack/react-router";
import { safeReturnTo } from "../../../shared/return-to";
import type { Api } from "../../lib/api";
import { useApi } from "../../lib/use-api";
import { CreateAccountForm } from "./create-account-form";
import { SignInForm } from "./sign-in-form";
import { useMarkHydrated } from "../../lib/hydrated";

export { validateLoginSearch } from "./login-search";

/** Both forms, side by side on wide screens; either one lands the browser on `returnTo`. */
export function LoginForms({ api, returnTo }: { api: Api; returnTo: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Sign in to Trial Lens</h1>
      <p className="mt-2 text-muted">Sign in to save trials to your favorites, or create a free account.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <SignInForm api={api} returnTo={returnTo} />
        <CreateAccountForm api={api} returnTo={returnTo} />
      </div>
    </div>
  );
}

const loginRoute = getRouteApi("/login");

/**
 * The /login route: `?returnTo=` says where to go afterwards. It is read through the route (validated by
 * validateLoginSearch) and checked once more here, so a raw value in the URL never reaches the forms.
 */
export function LoginPage() {
  useMarkHydrated();
  const returnTo = loginRoute.useSearch({ select: (search) => safeReturnTo(search.returnTo) });
  return <LoginForms api={useApi()} returnTo={returnTo} />;
}
