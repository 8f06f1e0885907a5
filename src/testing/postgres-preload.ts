import { prepareTemplate, testStore } from "./postgres";

// `bun run test:postgres` preloads this: the cluster starts before the first test, outside every test's time limit.
if (testStore() === "postgres") prepareTemplate();
