import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { afterEach } from "bun:test";

// Component tests only: happy-dom replaces Request/Response, so server tests run in a separate `bun test`.
GlobalRegistrator.register({ url: "http://localhost:3000/" });

const { cleanup } = await import("@testing-library/react");
afterEach(() => {
  cleanup();
  document.documentElement.className = "";
  localStorage.clear();
});

// The router and React Query update state from their own promises, outside act(); React's reminder is noise here.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("not wrapped in act(")) return;
  consoleError(...args);
};
