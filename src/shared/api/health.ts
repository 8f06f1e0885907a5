import { z } from "../zod";

const status = z.enum(["ok", "degraded"]);

/** GET /api/health as anyone sees it. */
export const publicHealthSchema = z.object({ status });

/** GET /api/health from the machine itself or with HEALTH_TOKEN: the upstreams and the model's state too. */
export const detailedHealthSchema = z.object({
  status,
  version: z.string(),
  database: z.string(),
  pubmed: z.object({ url: z.string(), source: z.string() }),
  model: z.looseObject({ host: z.string(), model: z.string() }),
});

export const healthResponseSchema = z.union([detailedHealthSchema, publicHealthSchema]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `?deep=1` asks the model server whether the model is installed. */
export const healthQuerySchema = z.object({ deep: z.literal("1").optional() });
