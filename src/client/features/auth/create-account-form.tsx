import type { Api } from "../../lib/api";
import { TextField } from "./text-field";
import { useCredentials } from "./use-credentials";

export function CreateAccountForm({ api, returnTo }: { api: Api; returnTo: string }) {
  const { onSubmit, pending, error } = useCredentials(api, "/api/auth/local/register", returnTo);
  return (
    <form onSubmit={onSubmit} className="card flex flex-col gap-4 p-6" aria-labelledby="create-account-heading">
      <h2 id="create-account-heading" className="text-xl font-semibold">
        Create account
      </h2>
      <TextField label="First name (optional)" name="firstName" type="text" autoComplete="given-name" maxLength={100} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={256}
        hint="At least 8 characters."
      />
      <div role="alert" className="min-h-5 text-sm text-danger">
        {error}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Creating account..." : "Create account"}
      </button>
    </form>
  );
}
