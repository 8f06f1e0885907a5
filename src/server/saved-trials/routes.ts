import { Elysia } from "elysia";
import type { EndpointAnswer } from "../../shared/api/endpoints";
import type { Auth } from "../auth/create-auth";
import { authPlugin, requireUser } from "../auth/plugin";
import { AppError } from "../errors";
import { parseRequest, routePath } from "../http/endpoint";
import { EXPORT_FORMATS } from "./export/formats";
import type { SavedTrials } from "./service";

/** docs/product.md#calls: the signed-in user's favorites, and their export for reference managers. */
export function savedTrialRoutes(auth: Auth, saved: SavedTrials) {
  return (
    new Elysia()
      .use(authPlugin(auth))
      .get(routePath("savedTrials"), async ({ user }): Promise<EndpointAnswer<"savedTrials">> => {
        const trials = await saved.list(requireUser(user).id);
        await saved.notices?.refreshStale(trials.map((t) => t.pmid));
        return { trials };
      })
      .post(routePath("saveTrial"), async ({ user, body, set }): Promise<EndpointAnswer<"saveTrial">> => {
        const { id } = requireUser(user);
        const input = parseRequest("saveTrial", body);
        set.status = 201;
        return saved.save(id, input, auth.now());
      })
      // A file for reference managers, not JSON: outside the JSON contract.
      .get("/saved-trials/export", async ({ user, query, set }) => {
        const { id } = requireUser(user);
        const name = String(query.format ?? "");
        const format = Object.hasOwn(EXPORT_FORMATS, name) ? EXPORT_FORMATS[name] : undefined;
        if (!format) throw new AppError(400, "Invalid request. format: must be one of ris, bibtex, csv.");
        set.headers["content-type"] = format.contentType;
        set.headers["content-disposition"] = `attachment; filename="trial-lens-favorites.${format.extension}"`;
        set.headers["cache-control"] = "private, no-store";
        return format.render(await saved.list(id));
      })
      .delete(routePath("removeSavedTrial"), async ({ user, params, set }) => {
        await saved.remove(requireUser(user).id, parseRequest("removeSavedTrial", params).pmid);
        set.status = 204;
      })
  );
}
