// Mixed load from virtual users through the instances' proxy: each signs up once, then loops search, summarize,
// save, list, remove with small think times. Answers per-kind latencies and how many calls completed.
import { Visitor } from "../../src/testing/instances-client";
import { percentile } from "./stats";

export type CallKind = "search" | "summarize" | "save" | "list" | "remove";
export const KINDS: CallKind[] = ["search", "summarize", "save", "list", "remove"];

export interface LoadResult {
  seconds: number;
  calls: number;
  /** 429s: a per-client limit answered, which is the server working as meant, not a failure. */
  limited: number;
  errors: number;
  firstError?: string;
  perKind: Record<CallKind, { count: number; p95: number }>;
}

const think = () => Bun.sleep(20 + Math.random() * 80);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Signs up `users` visitors (each from its own address), 20 at a time as people arrive. */
export async function signUpVisitors(url: string, users: number, tag: string): Promise<Visitor[]> {
  const visitors = Array.from(
    { length: users },
    (_, i) => new Visitor(url, `10.${Math.floor(i / 250)}.${i % 250}.${tag}`),
  );
  for (let i = 0; i < visitors.length; i += 20) {
    await Promise.all(
      visitors.slice(i, i + 20).map(async (v, j) => {
        const res = await v.signUp(`load-${tag}-${i + j}@example.org`);
        if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      }),
    );
  }
  return visitors;
}

/** Runs every visitor's loop for `seconds`; calls still running at the end finish and count. */
export async function mixedLoad(visitors: Visitor[], queries: string[], seconds: number): Promise<LoadResult> {
  const times = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<CallKind, number[]>;
  let limited = 0;
  let errors = 0;
  let firstError: string | undefined;
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();

  const call = async (kind: CallKind, send: () => Promise<Response>): Promise<Response | undefined> => {
    const t = performance.now();
    const res = await send().catch((error: Error) => {
      firstError ??= `${kind}: ${error.message}`;
      return undefined;
    });
    if (res) await res.clone().arrayBuffer();
    times[kind].push(performance.now() - t);
    if (res?.status === 429) limited++;
    else if (!res || res.status >= 400) {
      errors++;
      firstError ??= `${kind}: ${res?.status} ${res ? await res.text() : ""}`.slice(0, 200);
    }
    return res;
  };

  const loop = async (v: Visitor) => {
    while (performance.now() < stopAt) {
      const found = await call("search", () => v.search(pick(queries)));
      const body = found?.ok ? ((await found.json()) as { trials: Array<{ pmid: string }> }) : undefined;
      const pmid = body?.trials.length ? pick(body.trials).pmid : undefined;
      await think();
      if (!pmid) continue;
      await call("summarize", () => v.summarize(pmid));
      await think();
      await call("save", () => v.save(pmid));
      await think();
      await call("list", () => v.request("/api/saved-trials"));
      await think();
      await call("remove", () => v.remove(pmid));
      await think();
    }
  };
  await Promise.all(visitors.map(loop));
  const elapsed = (performance.now() - started) / 1000;
  const perKind = Object.fromEntries(
    KINDS.map((k) => [k, { count: times[k].length, p95: times[k].length ? percentile(times[k], 95) : 0 }]),
  ) as LoadResult["perKind"];
  const calls = KINDS.reduce((n, k) => n + times[k].length, 0);
  return { seconds: elapsed, calls, limited, errors, firstError, perKind };
}
