import { Link } from "@tanstack/react-router";
import { MedicalDisclaimer } from "./medical-disclaimer";

export const REPOSITORY_URL = "https://github.com/trial-lens/trial-lens";

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold">
            About Trial Lens
          </h2>
          <p className="mt-2 text-sm text-muted">
            Trial Lens makes published cancer clinical trials easier to find and to read, with a technical summary for
            clinicians and a plain-language summary for patients.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            Quick Links
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/" className="link">
                About the Project
              </Link>
            </li>
            <li>
              <Link to="/" hash="how-it-works" className="link">
                How It Works
              </Link>
            </li>
            <li>
              <Link to="/" hash="data-sources" className="link">
                Data Sources
              </Link>
            </li>
            <li>
              <Link to="/search" className="link">
                Search Clinical Trials
              </Link>
            </li>
          </ul>
        </nav>
        {/* A plain block, not a landmark: the landing page has its own disclaimer region of the same name. */}
        <div>
          <MedicalDisclaimer headingId="footer-disclaimer" textClassName="mt-2 text-sm text-muted" />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            Data sourced from PubMed through the NCBI E-utilities public interface.{" "}
            <a href={REPOSITORY_URL} className="link" rel="noopener noreferrer" target="_blank">
              Source code on GitHub
            </a>
          </p>
          <p>© {new Date().getFullYear()} Trial Lens</p>
        </div>
      </div>
    </footer>
  );
}
