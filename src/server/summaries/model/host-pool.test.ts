import { describe, expect, test } from "bun:test";
import { createHostPool, splitHosts } from "./host-pool";

const order = (route: { current(): string; next(): boolean }) => {
  const seen = [route.current()];
  while (route.next()) seen.push(route.current());
  return seen;
};

describe("host pool", () => {
  test("a comma-separated list is split, trimmed and stripped of trailing slashes", () => {
    expect(splitHosts(" http://a:8000/v1/, http://b:8000/v1 ,,")).toEqual(["http://a:8000/v1", "http://b:8000/v1"]);
  });

  test("summaries take the hosts in turn, each trying the others after its own", () => {
    const pool = createHostPool(["a", "b", "c"]);
    expect([order(pool.route()), order(pool.route()), order(pool.route()), order(pool.route())]).toEqual([
      ["a", "b", "c"],
      ["b", "c", "a"],
      ["c", "a", "b"],
      ["a", "b", "c"],
    ]);
  });

  test("a host that failed goes last for the pause, then takes its turn again", () => {
    let now = 0;
    const pool = createHostPool(["a", "b"], { pauseMs: 1000, now: () => now });
    pool.markDown("a", "refused");
    expect(order(pool.route())).toEqual(["b", "a"]);
    expect(order(pool.route())).toEqual(["b", "a"]);
    expect(pool.states()).toEqual([
      { host: "a", resting: true, lastFault: "refused" },
      { host: "b", resting: false },
    ]);
    now = 1001;
    expect(order(pool.route())).toEqual(["a", "b"]);
    expect(pool.states()[0]).toEqual({ host: "a", resting: false });
  });

  test("when every host rests, all are still tried", () => {
    const pool = createHostPool(["a", "b"]);
    pool.markDown("a", "x");
    pool.markDown("b", "y");
    expect(order(pool.route()).sort()).toEqual(["a", "b"]);
  });
});
