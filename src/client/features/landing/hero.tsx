import { Link } from "@tanstack/react-router";

export function Hero() {
  return (
    <section className="hero-bg">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
        <p className="inline-block rounded-full border border-border bg-surface px-3 py-1 text-sm text-muted">
          AI summaries of published cancer trials
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Cancer research, <span className="text-primary">made readable</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
          Search published cancer clinical trials from PubMed and read two summaries of each: a technical one for
          clinicians and a plain-language one for patients.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/search" className="btn btn-primary btn-lg">
            Search Clinical Trials
          </Link>
          <button
            type="button"
            className="btn btn-outline btn-lg"
            onClick={() => document.getElementById("how-it-works")?.scrollIntoView({ behavior: "smooth" })}
          >
            Learn How It Works
          </button>
        </div>
        <p className="mt-6 text-sm text-muted">Free access, no signup required, instant results</p>
      </div>
    </section>
  );
}
