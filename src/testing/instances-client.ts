/**
 * A client of the running app over HTTP (through the instances' proxy), as a visitor at `client` (an address the
 * proxy forwards in X-Forwarded-For): what the multi-instance tests and the mixed-load benchmark both call.
 */
import { inventedArticle } from "./eutils/invented-records";
import { INVENTED_TRIAL } from "./invented-trial";

export const PASSWORD = "correct horse battery";

/** Invented trials, each findable alone by its own word (`cohortNN`) and all together by "instancetrial". */
export function inventedTrials(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    inventedArticle({
      pmid: String(91_000_000 + i),
      title: `Drug B after surgery for colon cancer, cohort${i} instancetrial: a randomised phase 3 trial`,
      abstract: INVENTED_TRIAL.abstract,
      mesh: ["Colonic Neoplasms"],
      authors: [["Abel", "Kim"]],
    }),
  );
}

export const trialPmid = (i: number) => String(91_000_000 + i);

export class Visitor {
  cookie?: string;
  constructor(
    readonly base: string,
    readonly client: string,
  ) {}

  request(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.base, "x-forwarded-for": this.client };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    if (this.cookie) headers.cookie = this.cookie;
    return fetch(`${this.base}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: "manual",
    });
  }

  async signUp(email: string): Promise<Response> {
    const res = await this.request("/api/auth/local/register", { method: "POST", body: { email, password: PASSWORD } });
    const line = res.headers.getSetCookie().find((c) => c.startsWith("session=") || c.startsWith("__Host-session="));
    if (line) this.cookie = line.split(";")[0];
    return res;
  }

  signIn(email: string, password = PASSWORD): Promise<Response> {
    return this.request("/api/auth/local/login", { method: "POST", body: { email, password } });
  }

  search(query: string): Promise<Response> {
    return this.request("/api/search", { method: "POST", body: { query } });
  }

  summarize(pmid: string): Promise<Response> {
    return this.request("/api/summarize", {
      method: "POST",
      body: { pmid, title: INVENTED_TRIAL.title, abstract: INVENTED_TRIAL.abstract },
    });
  }

  save(pmid: string): Promise<Response> {
    return this.request("/api/saved-trials", {
      method: "POST",
      body: {
        pmid,
        title: `Saved trial ${pmid}`,
        abstract: "",
        authors: ["Abel K"],
        journal: "Invented",
        publicationDate: "2025",
      },
    });
  }

  async savedPmids(): Promise<string[]> {
    const res = await this.request("/api/saved-trials");
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { trials?: Array<{ pmid: string }> } | Array<{ pmid: string }>;
    const trials = Array.isArray(body) ? body : (body.trials ?? []);
    return trials.map((t) => t.pmid);
  }

  remove(pmid: string): Promise<Response> {
    return this.request(`/api/saved-trials/${pmid}`, { method: "DELETE" });
  }
}
