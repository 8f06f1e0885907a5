import { Link } from "@tanstack/react-router";
import { MedicalDisclaimer } from "../../components/medical-disclaimer";
import { Hero } from "./hero";
import { HowItWorks, WhoItsFor } from "./explainers";
import { StatsBand } from "./stats-band";
import { TechBadges } from "./tech-badges";
import { useMarkHydrated } from "../../lib/hydrated";

export function LandingPage() {
  useMarkHydrated();
  return (
    <>
      <Hero />
      <StatsBand />
      <HowItWorks />
      <WhoItsFor />
      <TechBadges />
      <section aria-labelledby="disclaimer-heading" className="mx-auto max-w-4xl px-4 py-8">
        <div className="rounded-xl border border-warning-border bg-warning-bg p-6">
          <MedicalDisclaimer headingId="disclaimer-heading" textClassName="mt-2 text-sm" />
        </div>
      </section>
      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold">
          Ready to explore cancer research?
        </h2>
        <p className="mt-3 text-muted">Search published trials and read both summaries in seconds.</p>
        <Link to="/search" className="btn btn-primary btn-lg mt-6">
          Start Searching
        </Link>
      </section>
    </>
  );
}
