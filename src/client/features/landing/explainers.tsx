const STEPS = [
  {
    title: "Search by cancer type, treatment or keyword",
    text: 'Type what you are looking for, such as "lung cancer" or "melanoma immunotherapy". We search PubMed for published cancer clinical trials.',
  },
  {
    title: "AI summaries in seconds",
    text: "Pick a trial and a language model reads its abstract and writes a summary, checked so that every number comes from the paper.",
  },
  {
    title: "Clinician and patient versions",
    text: "A technical summary with design, endpoints and effect sizes for clinicians, and a plain-language version for patients and families.",
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-heading" className="text-center text-3xl font-bold">
        How It Works
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card p-6">
            <span
              className="grid h-10 w-10 place-items-center rounded-full bg-primary text-on-primary font-bold"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const AUDIENCES = [
  {
    title: "For Clinicians",
    points: [
      "Trial design, population and arms at a glance",
      "Primary endpoints with hazard ratios, confidence intervals and p-values as reported",
      "Toxicity and limitations, with a link to the full paper",
    ],
  },
  {
    title: "For Patients",
    points: [
      "Plain words and short sentences, written for an 8th-grade reading level",
      "What was tested, who took part and what was found",
      "Questions to bring to your care team",
    ],
  },
] as const;

export function WhoItsFor() {
  return (
    <section id="who-its-for" aria-labelledby="who-heading" className="scroll-mt-20 bg-surface-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="who-heading" className="text-center text-3xl font-bold">
          Who It's For
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {AUDIENCES.map((a) => (
            <article key={a.title} className="card p-6">
              <h3 className="text-xl font-semibold">{a.title}</h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
                {a.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
