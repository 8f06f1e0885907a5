import { z } from "../zod";
import { publicUserSchema, registerRequestSchema, signInRequestSchema } from "./auth";
import type { EndpointName } from "./endpoints";
import { healthQuerySchema, healthResponseSchema } from "./health";
import { registryRequestSchema, registryResponseSchema } from "./registry";
import {
  saveTrialRequestSchema,
  savedTrialParamsSchema,
  savedTrialSchema,
  savedTrialsResponseSchema,
} from "./saved-trials";
import { searchRequestSchema, searchResponseSchema } from "./search";
import { summarizeRequestSchema, summaryResponseSchema } from "./summary";

/** The error shape every endpoint answers with on failure (see error-body.ts). */
export const errorBodySchema = z.object({ message: z.string(), code: z.string().optional() });

/** Each endpoint's request and response schema, by the name it has in endpoints.ts; null where there is none. */
export const endpointSchemas = {
  health: { request: healthQuerySchema, response: healthResponseSchema },
  search: { request: searchRequestSchema, response: searchResponseSchema },
  summarize: { request: summarizeRequestSchema, response: summaryResponseSchema },
  registry: { request: registryRequestSchema, response: registryResponseSchema },
  currentUser: { request: null, response: publicUserSchema },
  deleteAccount: { request: null, response: null },
  signIn: { request: signInRequestSchema, response: publicUserSchema },
  register: { request: registerRequestSchema, response: publicUserSchema },
  logout: { request: null, response: null },
  savedTrials: { request: null, response: savedTrialsResponseSchema },
  saveTrial: { request: saveTrialRequestSchema, response: savedTrialSchema },
  removeSavedTrial: { request: savedTrialParamsSchema, response: null },
} as const satisfies Record<EndpointName, { request: z.ZodType | null; response: z.ZodType | null }>;

export type EndpointSchemas = typeof endpointSchemas;
