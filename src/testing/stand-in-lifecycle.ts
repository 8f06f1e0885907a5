import { afterAll, afterEach, beforeAll, beforeEach } from "bun:test";

type Stoppable = { stop(): unknown };

/**
 * A fresh stand-in for each test of the file, stopped after it, so no test sees another's script or counts.
 * `use` hands it to the file's own variable, which its tests read.
 */
export function standInForEachTest<T extends Stoppable>(start: () => T, use: (standIn: T) => void): void {
  let current: T | undefined;
  beforeEach(() => {
    current = start();
    use(current);
  });
  afterEach(() => current?.stop());
}

/** One stand-in for the whole file, started once (records are costly to load) and emptied of its log before each test. */
export function standInForFile<T extends Stoppable & { reset(): void }>(
  start: () => Promise<T>,
  use: (standIn: T) => void,
): void {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
    use(current);
  });
  afterAll(() => current?.stop());
  beforeEach(() => current?.reset());
}
