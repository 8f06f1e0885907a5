import { type Db, postgresOf } from "../db";
import type { AuthCoordination, SignInBooking, SignInRules } from "./store";

const SIGN_IN_FAILURES = "sign-in-failures";
const nothing = async () => {};

type SignInRow = { wait_ms: string; id: string | null; open_at: string | null; clean_at: string | null };

/**
 * Sign-in and sign-up limits for instances on one PostgreSQL database, one round trip per attempt: the functions of
 * db/migrations-pg/0005 count a client's attempts in `client_events` under a lock per client and keep each account's
 * backoff lanes in `sign_in_lanes`, in one transaction, so no two instances both take the last try.
 *
 * The fast path: an account whose both lanes are busy (as the database last said) is refused here without asking,
 * since its lanes only move later; only a right password clears them sooner, and every instance hears of that on
 * the `sign_in_cleared` channel. Until this instance listens (and after its listening connection came back) it asks.
 */
export function createPgAuthCoordination(db: Db, now: () => number = Date.now) {
  const sql = postgresOf(db).$client;
  const busyUntil = new Map<string, number>();
  let listening: "no" | "starting" | "yes" = "no";
  const listen = () => {
    listening = "starting";
    // onlisten runs on every (re)connect: what was cleared while it was down went unheard, so forget everything.
    sql
      .listen(
        "sign_in_cleared",
        (account) => busyUntil.delete(account),
        () => {
          busyUntil.clear();
          listening = "yes";
        },
      )
      .catch(() => {
        listening = "no";
      });
  };
  const remember = (account: string, row: SignInRow | undefined, t: number) => {
    if (row?.open_at == null || row.clean_at == null) return;
    if (listening === "no") listen();
    const until = Math.min(Number(row.open_at), Number(row.clean_at));
    if (until > t) busyUntil.set(account, until);
    else busyUntil.delete(account);
    // Forget accounts whose lanes freed now and then, so the map cannot grow without bound.
    if (busyUntil.size > 10_000) for (const [k, v] of busyUntil) if (v <= t) busyUntil.delete(k);
  };

  return {
    async book(scope: string, client: string, limit: number, windowMs: number, at?: number) {
      const [row] = await sql<{ wait_ms: string; id: string | null; before: number }[]>`
        SELECT wait_ms, id, before FROM coord_book(${scope}, ${client}, ${limit}, ${windowMs}, ${at ?? now()})`;
      if (!row || row.id === null) return { waitMs: Math.max(1, Number(row?.wait_ms ?? 1)) };
      return { waitMs: 0 as const, id: Number(row.id), before: row.before };
    },
    async unbook(scope: string, client: string, id: number) {
      await sql`SELECT coord_unbook(${scope}, ${client}, ${id})`;
    },
    async bookSignIn(client: string, account: string, rules: SignInRules, t: number): Promise<SignInBooking> {
      const busy = busyUntil.get(account);
      if (listening === "yes" && busy !== undefined && busy > t) return { waitMs: busy - t, succeeded: nothing };
      const [row] = await sql<SignInRow[]>`
        SELECT wait_ms, id, open_at, clean_at FROM coord_book_sign_in(${SIGN_IN_FAILURES}, ${client}, ${account}, ${t},
          ${rules.clientLimit}, ${rules.clientWindowMs}, ${rules.freeFailures}, ${rules.maxDelayMs},
          ${rules.forgetAfterMs})`;
      remember(account, row, t);
      const id = row?.id;
      if (id == null) return { waitMs: Math.max(1, Number(row?.wait_ms ?? 1)), succeeded: nothing };
      return {
        waitMs: 0,
        succeeded: async () => {
          busyUntil.delete(account);
          await sql`SELECT coord_sign_in_succeeded(${SIGN_IN_FAILURES}, ${client}, ${account}, ${Number(id)})`;
        },
      };
    },
  } satisfies AuthCoordination;
}
