export function MedicalDisclaimer({ className }: { className?: string }) {
  return (
    <p className={className}>
      The content on this site is for informational purposes only and is not medical advice. Always talk with a
      qualified healthcare professional about diagnosis and treatment.
    </p>
  );
}
