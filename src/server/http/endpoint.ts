import type { z } from "zod";
import { apiPath, endpoints, type EndpointName } from "../../shared/api/endpoints";
import { endpointSchemas, type EndpointSchemas } from "../../shared/api/schemas";
import { parseInput } from "./validation";

type WithRequest = { [K in EndpointName]: EndpointSchemas[K]["request"] extends z.ZodType ? K : never }[EndpointName];
type Request<K extends WithRequest> = EndpointSchemas[K]["request"] extends z.ZodType
  ? z.infer<EndpointSchemas[K]["request"]>
  : never;

/** Where an endpoint of src/shared/api/endpoints.ts is mounted inside the /api group. */
export const routePath = (name: EndpointName) => apiPath(endpoints[name]);

/** An endpoint's request (body, path parameters or query), checked against its shared schema: a 400 names each bad field. */
export function parseRequest<K extends WithRequest>(name: K, value: unknown): Request<K> {
  return parseInput(endpointSchemas[name].request as z.ZodType, value) as Request<K>;
}
