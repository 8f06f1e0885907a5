const BADGES = ["PubMed E-utilities", "NCBI MeSH", "Ollama", "Open language models", "SQLite", "React"] as const;

export function TechBadges() {
  return (
    <section
      id="data-sources"
      aria-labelledby="tech-heading"
      className="scroll-mt-20 mx-auto max-w-5xl px-4 py-16 text-center"
    >
      <h2 id="tech-heading" className="text-2xl font-bold">
        Built on open data and open models
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted">
        Trials come from PubMed, the National Library of Medicine's database of biomedical literature. Summaries are
        written by an open language model that your clinic runs itself.
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {BADGES.map((b) => (
          <li key={b} className="badge">
            {b}
          </li>
        ))}
      </ul>
    </section>
  );
}
