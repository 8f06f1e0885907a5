import { useId } from "react";
import type { Api } from "../../lib/api";
import { TextField } from "./text-field";
import { useCredentials } from "./use-credentials";

/** The server's rule for new passwords (src/server/auth/password-policy.ts), said before anyone types. */
export const PASSWORD_RULE = "At least 15 characters. A phrase of a few words is easiest to remember.";

export function CreateAccountForm({ api, returnTo }: { api: Api; returnTo: string }) {
  const { onSubmit, pending, error } = useCredentials(api, "register", returnTo);
  const errorId = useId();
  // The server names the field it refused ("password: is too easy to guess ..."): that field is then marked invalid.
  const refused = (field: string) => (error && new RegExp(`(^|[.;] )${field}: `).test(error) ? errorId : undefined);
  return (
    <form onSubmit={onSubmit} className="card flex flex-col gap-4 p-6" aria-labelledby="create-account-heading">
      <h2 id="create-account-heading" className="text-xl font-semibold">
        Create account
      </h2>
      <TextField label="First name (optional)" name="firstName" type="text" autoComplete="given-name" maxLength={100} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        errorId={refused("email")}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={15}
        maxLength={256}
        hint={PASSWORD_RULE}
        errorId={refused("password")}
      />
      <div id={errorId} role="alert" className="min-h-5 text-sm text-danger">
        {error}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Creating account..." : "Create account"}
      </button>
    </form>
  );
}
