import { afterAll, beforeAll } from "bun:test";
import { startTestProvider } from "./oidc-provider";
import { createTestApp } from "./test-app";

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
export type TestApp = ReturnType<typeof createTestApp>;

/** The client our app is registered as at the test provider. */
export const TEST_CLIENT = {
  clientId: "trial-lens",
  clientSecret: "test-client-secret",
  redirectUri: "http://localhost:3000/api/callback",
};

/**
 * Before the block's tests: a test provider with our client registered and an app that signs in through it,
 * handed to `use` (which adds the provider's accounts); the provider is stopped after them.
 */
export function appSigningInAtProvider(use: (provider: TestProvider, t: TestApp) => void): void {
  let provider: TestProvider | undefined;
  beforeAll(async () => {
    provider = await startTestProvider(TEST_CLIENT);
    const t = createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
    use(provider, t);
  });
  afterAll(() => provider?.stop());
}
