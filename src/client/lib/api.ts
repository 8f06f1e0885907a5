/** The one fetch wrapper (spec §7, §8). On the server it is handed a fetch that calls the app in-process. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type Api = ReturnType<typeof createApi>;

/** A non-OK response becomes an error whose message is "<status>: <body text or status text>". */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export function createApi(fetchImpl: FetchLike) {
  const request = async (method: string, url: string, data?: unknown): Promise<Response> => {
    const res = await fetchImpl(url, {
      method,
      headers: data === undefined ? {} : { "Content-Type": "application/json" },
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: "include",
    });
    await throwIfNotOk(res);
    return res;
  };

  /** GET on the path formed by joining the query key's parts with "/". */
  const getQuery = async <T>(queryKey: readonly unknown[], on401: "returnNull" | "throw"): Promise<T | null> => {
    const res = await fetchImpl(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };

  return { request, getQuery };
}

/** The readable part of an API error: the server's `message` when the body is our JSON error shape. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !/^\d{3}: /.test(error.message)) return undefined;
  const body = error.message.slice(5);
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return body || undefined;
  }
}
