import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/**
 * A real OpenID provider (npm oidc-provider) on 127.0.0.1, with one client registered for our callback.
 * Its built-in development login page accepts any login name; `accounts` holds the claims for each name.
 */
export async function startTestProvider(client: { clientId: string; clientSecret: string; redirectUri: string }) {
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: [client.redirectUri] }],
    cookies: { keys: ["test-only-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "picture"] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) }),
  });
  server.on("request", provider.callback());
  return { issuer, accounts, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's cookie jar for one host, enough to carry the provider's interaction cookies across redirects. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(";")[0]!;
        const eq = pair.indexOf("=");
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
    },
  };
}

/**
 * Plays the browser at the provider: follows its redirects by hand, signs in as `login` on the login form,
 * then approves (or, with `deny`, aborts) the consent form. Answers the URL the provider sends back to us.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, { deny = false } = {}): Promise<URL> {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(res);
    return res;
  };
  const submit = (action: string, base: string, fields: Record<string, string>) =>
    go(new URL(action, base).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const res = await go(url);
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === "/api/callback") return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (!action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (prompt === "login") {
      const sent = await submit(action, url, { prompt: "login", login, password: "any password" });
      url = new URL(sent.headers.get("location")!, url).href;
    } else if (deny) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error("consent page without an abort link");
      url = new URL(abort, url).href;
    } else {
      const sent = await submit(action, url, { prompt: "consent" });
      url = new URL(sent.headers.get("location")!, url).href;
    }
  }
  throw new Error("the provider never sent the browser back");
}
