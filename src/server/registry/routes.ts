import { Elysia } from "elysia";
import type { EndpointAnswer } from "../../shared/api/endpoints";
import type { ClientOf } from "../http/client-ip";
import { parseRequest, routePath } from "../http/endpoint";
import type { RegistryService } from "./registry-service";

export function registryRoutes(registry: RegistryService, clientOf: ClientOf) {
  return new Elysia({ name: "registry" }).post(
    routePath("registry"),
    ({ body, request, server }): Promise<EndpointAnswer<"registry">> =>
      registry.lookup(parseRequest("registry", body).ids, clientOf(request, server)),
  );
}
