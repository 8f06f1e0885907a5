/** The "Medical Disclaimer" heading and its text, which the footer and the landing page each place in their own box. */
export function MedicalDisclaimer({ headingId, textClassName }: { headingId: string; textClassName: string }) {
  return (
    <>
      <h2 id={headingId} className="font-semibold">
        Medical Disclaimer
      </h2>
      <p className={textClassName}>
        The content on this site is for informational purposes only and is not medical advice. Always talk with a
        qualified healthcare professional about diagnosis and treatment.
      </p>
    </>
  );
}
