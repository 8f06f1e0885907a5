import { toBibtex } from "./bibtex";
import type { Citation } from "./citation";
import { toCsv } from "./csv";
import { toRis } from "./ris";

export interface ExportFormat {
  extension: string;
  contentType: string;
  render: (citations: Citation[]) => string;
}

/** GET /api/saved-trials/export?format=... */
export const EXPORT_FORMATS: Record<string, ExportFormat> = {
  ris: { extension: "ris", contentType: "application/x-research-info-systems; charset=utf-8", render: toRis },
  bibtex: { extension: "bib", contentType: "application/x-bibtex; charset=utf-8", render: toBibtex },
  csv: { extension: "csv", contentType: "text/csv; charset=utf-8", render: toCsv },
};
