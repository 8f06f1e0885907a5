import { Elysia } from "elysia";
import { registryRequestSchema } from "../../shared/registry";
import { parseInput } from "../http/validation";
import type { RegistryService } from "./registry-service";

export function registryRoutes(registry: RegistryService) {
  return new Elysia({ name: "registry" }).post("/registry", ({ body }) =>
    registry.lookup(parseInput(registryRequestSchema, body).ids),
  );
}
