import * as client from "openid-client";
import { AppError } from "../errors";
import type { Env } from "../env";
import type { OidcFlow } from "./oidc-flow";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** What we keep from a provider's answer; `subject` is `issuer|sub`, unique across providers. */
export interface OidcProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

export function oidcSettingsFrom(env: Env): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    redirectUri: `${env.PUBLIC_ORIGIN}/api/callback`,
  };
}

/** Plain http is allowed only for a provider on this machine (a development or test provider). */
const isLoopbackHttp = (issuer: string) => /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(issuer);

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
/** The avatar becomes an <img src>: only http(s) addresses are kept. */
const imageUrl = (value: unknown) => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : undefined;
};

/** Authorization code flow with PKCE, state and nonce, through openid-client. */
export function createOidc(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  // Discovery waits for the first sign-in, and a failed one is retried on the next.
  const config = () =>
    (configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        console.error(
          `[oidc] discovery at ${settings.issuer} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new AppError(
          502,
          `The identity provider at ${settings.issuer} could not be reached. Please try again later.`,
        );
      }));

  return {
    async start(returnTo: string): Promise<{ url: string; flow: OidcFlow }> {
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(await config(), {
        redirect_uri: settings.redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /** Exchanges the code (checking state, nonce, PKCE and the ID token) and reads the user's claims. */
    async finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcProfile> {
      const cfg = await config();
      const tokens = await client
        .authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        .catch(describeFailure);
      const idClaims = tokens.claims()!;
      // Many providers put only `sub` in the ID token; the rest comes from UserInfo.
      const info = cfg.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(cfg, tokens.access_token, idClaims.sub).catch(describeFailure)
        : {};
      const claims: Record<string, unknown> = { ...idClaims, ...info };
      return {
        subject: `${idClaims.iss}|${idClaims.sub}`,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        picture: imageUrl(claims.picture),
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;

function describeFailure(error: unknown): never {
  if (error instanceof client.AuthorizationResponseError) {
    const detail = error.error_description ? `: ${error.error_description}` : "";
    throw new AppError(
      400,
      `The identity provider did not sign you in (${error.error}${detail}). Start again at /api/login.`,
    );
  }
  if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) {
    throw new AppError(400, `Sign-in could not be completed: ${error.message}. Start again at /api/login.`);
  }
  console.error("[oidc] token exchange failed:", error);
  throw new AppError(502, "The identity provider could not be reached to finish signing in. Please try again.");
}
