import type { Api } from "../../lib/api";
import { TextField } from "./text-field";
import { useCredentials } from "./use-credentials";

export function SignInForm({ api, returnTo }: { api: Api; returnTo: string }) {
  const { onSubmit, pending, error } = useCredentials(api, "signIn", returnTo);
  return (
    <form onSubmit={onSubmit} className="card flex flex-col gap-4 p-6" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="text-xl font-semibold">
        Sign in
      </h2>
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={256}
      />
      <div role="alert" className="min-h-5 text-sm text-danger">
        {error}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}
