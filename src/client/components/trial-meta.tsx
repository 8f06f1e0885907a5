/** First author plus " +N" when there are more (spec §2). */
export function authorLine(authors: string[]): string {
  if (authors.length === 0) return "Authors not listed";
  return authors.length > 1 ? `${authors[0]} +${authors.length - 1}` : authors[0]!;
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;

export function CancerTypeBadge({ cancerType }: { cancerType?: string | null }) {
  if (!cancerType) return null;
  return <span className="badge badge-accent shrink-0">{cancerType}</span>;
}
