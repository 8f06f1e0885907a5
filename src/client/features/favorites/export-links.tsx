const FORMATS = [
  { format: "ris", label: "RIS", hint: "Zotero, EndNote, Mendeley" },
  { format: "bibtex", label: "BibTeX", hint: "LaTeX, JabRef" },
  { format: "csv", label: "CSV", hint: "Excel, spreadsheets" },
] as const;

/** Plain download links: the browser saves the server's attachment, no script needed. */
export function ExportLinks() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a border and need a legend; this is a row of links with one label.
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Export saved trials">
      <span className="text-muted">Export:</span>
      {FORMATS.map((f) => (
        <a
          key={f.format}
          href={`/api/saved-trials/export?format=${f.format}`}
          className="btn btn-outline btn-sm"
          title={f.hint}
          download
        >
          {f.label}
        </a>
      ))}
    </div>
  );
}
