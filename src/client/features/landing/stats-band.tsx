const STATS = [
  { value: "100,000+", label: "Published cancer trials processed" },
  { value: "2M+", label: "Publications per year" },
  { value: "45min", label: "Average reading time per paper" },
  { value: "90%", label: "Accessibility gap for patients" },
] as const;

export function StatsBand() {
  return (
    <section aria-label="Key figures" className="border-y border-border bg-surface">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {STATS.map((s) => (
          <div key={s.value} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-muted">{s.label}</dt>
            <dd className="text-3xl font-bold text-primary">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
