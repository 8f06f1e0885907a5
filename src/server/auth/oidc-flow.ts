import type { CookieJar } from "./cookies";

/** What must survive the trip to the provider and back: the checks and where to land afterwards. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

const FLOW_COOKIE = "oidc_flow";
const FLOW_TTL_SECONDS = 10 * 60;

export function setFlowCookie(jar: CookieJar, flow: OidcFlow, secure: boolean): void {
  // base64url so Elysia does not parse it as JSON on the way back in.
  const value = Buffer.from(JSON.stringify(flow)).toString("base64url");
  // Lax cookies ride along on the provider's top-level redirect back to us; Path keeps it off every other request.
  jar[FLOW_COOKIE]!.set({
    value,
    httpOnly: true,
    sameSite: "lax",
    path: "/api/callback",
    secure,
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** The flow this browser started, or undefined when it is missing, expired or not ours; it is used once. */
export function takeFlowCookie(jar: CookieJar, secure: boolean): OidcFlow | undefined {
  const raw = jar[FLOW_COOKIE]?.value;
  jar[FLOW_COOKIE]!.set({
    value: "",
    httpOnly: true,
    sameSite: "lax",
    path: "/api/callback",
    secure,
    maxAge: 0,
    expires: new Date(0),
  });
  if (typeof raw !== "string" || raw === "") return undefined;
  try {
    const flow = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<OidcFlow>;
    const fields = [flow.state, flow.nonce, flow.verifier, flow.returnTo];
    return fields.every((f) => typeof f === "string" && f !== "") ? (flow as OidcFlow) : undefined;
  } catch {
    return undefined;
  }
}
