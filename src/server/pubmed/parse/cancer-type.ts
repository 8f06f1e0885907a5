import {
  CANCER_ACRONYMS,
  CANCER_WORDS,
  MESH_CANCER_FAMILIES,
  MESH_CANCER_TYPES,
  NOT_A_CANCER,
  TEXT_CANCER_TYPES,
} from "./cancer-type-rules";

export interface MeshTopic {
  name: string;
  /** MajorTopicYN="Y" on the descriptor or one of its qualifiers. */
  major: boolean;
}

const BY_DESCRIPTOR = new Map<string, string>();
for (const [type, descriptors] of Object.entries(MESH_CANCER_TYPES)) {
  for (const d of descriptors) BY_DESCRIPTOR.set(d.toLowerCase(), type);
}

export function cancerTypeOfDescriptor(name: string): string | undefined {
  const exact = BY_DESCRIPTOR.get(name.trim().toLowerCase());
  if (exact) return exact;
  return MESH_CANCER_FAMILIES.find(([, pattern]) => pattern.test(name.trim()))?.[0];
}

/** Where each cancer type is first named in a text. */
function mentions(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const lower = text.toLowerCase();
  // Most abstracts name no cancer at all: one cheap look before two dozen patterns.
  if (!CANCER_WORDS.some((w) => lower.includes(w)) && !CANCER_ACRONYMS.test(text)) return found;
  const clean = text.replace(NOT_A_CANCER, (m) => " ".repeat(m.length));
  for (const { type, hints, words, acronyms } of TEXT_CANCER_TYPES) {
    if (!hints.some((h) => lower.includes(h))) continue;
    const positions = [words.exec(clean)?.index, acronyms?.exec(clean)?.index].filter((p) => p !== undefined);
    if (positions.length > 0) found.set(type, Math.min(...positions));
  }
  return found;
}

function firstMentioned(text: string): string | undefined {
  let best: [string, number] | undefined;
  for (const entry of mentions(text)) if (!best || entry[1] < best[1]) best = entry;
  return best?.[0];
}

/**
 * A readable cancer type ("Lung Cancer", "Leukemia"...) from MeSH first (major topics preferred, then the type
 * the title names, then the most frequent), else the first type named in the title, then the abstract.
 */
export function cancerTypeFrom({
  mesh,
  title,
  abstract,
}: {
  mesh: MeshTopic[];
  title: string;
  abstract: string;
}): string | undefined {
  const indexed = mesh.flatMap((m) => {
    const type = cancerTypeOfDescriptor(m.name);
    return type ? [{ type, major: m.major }] : [];
  });
  const pool = indexed.some((m) => m.major) ? indexed.filter((m) => m.major) : indexed;
  if (pool.length > 0) {
    const counts = new Map<string, number>();
    for (const { type } of pool) counts.set(type, (counts.get(type) ?? 0) + 1);
    if (counts.size === 1) return pool[0]!.type;
    const inTitle = mentions(title);
    const score = (type: string) => (inTitle.has(type) ? 1000 : 0) + counts.get(type)!;
    return [...counts.keys()].reduce((a, b) => (score(b) > score(a) ? b : a));
  }
  return firstMentioned(title) ?? firstMentioned(abstract);
}
