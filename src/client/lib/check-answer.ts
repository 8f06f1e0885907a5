import { endpoints, type EndpointName } from "../../shared/api/endpoints";
import { endpointSchemas } from "../../shared/api/schemas";

/**
 * Throws when an answer does not match its endpoint's response schema, so a broken contract shows up in development
 * and tests rather than on a page. The answer itself is handed on untouched (zod would drop unknown keys).
 */
export function checkAnswer(name: EndpointName, answer: unknown): void {
  const result = endpointSchemas[name].response?.safeParse(answer);
  if (!result || result.success) return;
  const where = result.error.issues.map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`).join("; ");
  throw new Error(`${endpoints[name].method} ${endpoints[name].path} answered outside its contract: ${where}`);
}
