import { describe, expect, test } from "bun:test";
import { ApiError, createApi, hasStatus, serverMessage, type FetchLike } from "./api";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const USER = { id: "u1", email: "zoe@example.org", firstName: "Zoe", lastName: null, profileImageUrl: null };

function recording(answer: () => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { api: createApi(fetchImpl), calls };
}

describe("the API's one call", () => {
  test("sends each endpoint's method, path and JSON body, with cookies", async () => {
    const { api, calls } = recording(() => new Response(null, { status: 204 }));
    await api.call("removeSavedTrial", { pmid: "12 34/5" });
    expect(calls[0]).toMatchObject({
      url: "/api/saved-trials/12%2034%2F5",
      init: { method: "DELETE", credentials: "include" },
    });
    const answered = recording(() => json({ studies: {} }));
    await answered.api.call("registry", { ids: ["NCT01234567"] });
    expect(answered.calls[0]!.init).toMatchObject({
      method: "POST",
      body: '{"ids":["NCT01234567"]}',
      headers: { "Content-Type": "application/json" },
    });
  });

  test("a failure is an ApiError whose message is the spec's '<status>: <body>'", async () => {
    const { api } = recording(() => json({ message: "Unauthorized: sign in to continue." }, 401));
    const error = await api.call("savedTrials").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(hasStatus(error, 401)).toBe(true);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized: sign in to continue."}');
    expect(serverMessage(error)).toBe("Unauthorized: sign in to continue.");
  });

  test("an empty body gives the status text; a body that is not JSON is the readable message itself", async () => {
    const failure = (answer: () => Response) =>
      recording(answer)
        .api.call("savedTrials")
        .then(
          () => undefined,
          (e: ApiError) => e,
        );
    const empty = (await failure(() => new Response(null, { status: 502, statusText: "Bad Gateway" })))!;
    expect(empty.message).toBe("502: Bad Gateway");
    const text = (await failure(() => new Response("upstream down", { status: 503 })))!;
    expect([text.status, text.message, serverMessage(text)]).toEqual([503, "503: upstream down", "upstream down"]);
  });

  test("the code of a 409 comes through, for flows that must tell two refusals apart", async () => {
    const { api } = recording(() =>
      json({ message: "This trial is already saved to your favorites.", code: "already-saved" }, 409),
    );
    const error = (await api.call("savedTrials").catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code]).toEqual([409, "already-saved"]);
  });

  test("in tests an answer outside the endpoint's response schema is refused, naming the field", async () => {
    const { api } = recording(() => json({ ...USER, email: null }));
    await expect(api.call("currentUser")).rejects.toThrow("GET /api/auth/user answered outside its contract: email:");
    expect(await recording(() => json(USER)).api.call("currentUser")).toEqual(USER);
  });
});
