import { render } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { createApi, type FetchLike } from "../../client/lib/api";
import { LazyQueryClient } from "../../client/lib/lazy-query-client";
import { routeTree } from "../../client/routes/tree";

export interface Call {
  method: string;
  url: string;
  body?: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let documentListening = false;

/**
 * React marks the document as listened to when any root mounts (a form rendered on its own, say); a root made on
 * the document itself afterwards would then get no event listeners. The first such root clears the mark so React
 * registers them; they stay on the document and serve every later one.
 */
function letReactListenOnDocument() {
  if (documentListening) return;
  for (const key of Object.keys(document)) if (key.startsWith("_reactListening")) Reflect.deleteProperty(document, key);
  documentListening = true;
}

/**
 * The app's own route tree (src/client/routes/tree.ts: its root document, loaders and pages) on memory history;
 * only the network is replaced, by `handler`, which answers like the server would. Every call is recorded.
 */
export async function renderApp(path: string, handler: Handler) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    const call: Call = {
      method: init?.method ?? "GET",
      url: input,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  };
  const api = createApi(fetchImpl);
  const queries = new LazyQueryClient();
  const queryClient = await queries.load();
  const router = createRouter({
    routeTree,
    context: { api, queries },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // On screen at once, as the router renders a page that is still loading; ready once the router has loaded.
  // The root route renders the whole document (<html>), so it is rendered into the document, as the browser does.
  const loaded = router.load();
  letReactListenOnDocument();
  const view = render(<RouterProvider router={router} />, { container: document, baseElement: document.body });
  await loaded;
  return { ...view, calls, router, queryClient };
}
