import { expect, test } from "bun:test";
import { cpuTime } from "./timing";

/** `text` repeated after `prefix` to 20,000 characters: the worst case of a reader of untrusted text. */
export const hostileText = (text: string, prefix = ""): string =>
  `${prefix}${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);

/**
 * One test per worst case: reading 20,000 characters of it takes under 100 ms of this thread's CPU. One read first,
 * so the figure is the reading and not the JIT compiling it.
 */
export function readsEachInLinearTime(
  worst: Record<string, string>,
  read: (abstract: string) => unknown,
  prefix = "",
): void {
  for (const [name, text] of Object.entries(worst)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = hostileText(text, prefix);
      read(abstract);
      expect(cpuTime(() => read(abstract))).toBeLessThan(100);
    });
  }
}
