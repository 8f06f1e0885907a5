import { Elysia } from "elysia";
import { registryRequestSchema } from "../../shared/registry";
import type { ClientOf } from "../http/client-ip";
import { parseInput } from "../http/validation";
import type { RegistryService } from "./registry-service";

export function registryRoutes(registry: RegistryService, clientOf: ClientOf) {
  return new Elysia({ name: "registry" }).post("/registry", ({ body, request, server }) =>
    registry.lookup(parseInput(registryRequestSchema, body).ids, clientOf(request, server)),
  );
}
