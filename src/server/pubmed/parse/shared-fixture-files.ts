import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEfetch, type ParsedArticle } from "./index";

// Real E-utilities answers live beside the repository, never inside it. Shared by the tests that read them.
const repoRoot = join(import.meta.dir, "../../../..");
export const dir = join(repoRoot, "../shared/fixtures/pubmed");
export const exists = existsSync(dir);
if (!exists) console.warn(`Skipping the real PubMed fixture tests: ${dir} not found.`);

export const files = exists ? readdirSync(dir).filter((f) => f.startsWith("efetch-") && f.endsWith(".xml")) : [];
export const raw = (file: string) => readFileSync(join(dir, file), "utf8");
const parsed = new Map<string, ReturnType<typeof parseEfetch>>();
export const parse = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, parseEfetch(raw(file)));
  return parsed.get(file)!;
};
export const article = (file: string, pmid: string): ParsedArticle => {
  const found = parse(file).articles.find((a) => a.pmid === pmid);
  if (!found) throw new Error(`${pmid} not parsed from ${file}`);
  return found;
};
