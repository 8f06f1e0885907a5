import * as Tabs from "@radix-ui/react-tabs";

/** Summary text keeps its line breaks as paragraphs; it is always rendered as text, never HTML. */
export function SummaryText({ text }: { text: string }) {
  return (
    <div className="space-y-2 leading-relaxed">
      {text
        .split(/\n+/)
        .filter((line) => line.trim() !== "")
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}

/** Clinician (default) and Patient tabs; a tab whose summary is missing is disabled. */
export function SummaryTabs({
  clinicianSummary,
  patientSummary,
  headingLevel = 3,
}: {
  clinicianSummary?: string | null;
  patientSummary?: string | null;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const defaultValue = clinicianSummary ? "clinician" : "patient";
  return (
    <Tabs.Root defaultValue={defaultValue} className="mt-4">
      <Tabs.List className="tabs-list" aria-label="Summary for">
        <Tabs.Trigger value="clinician" className="tabs-trigger" disabled={!clinicianSummary}>
          Clinician
        </Tabs.Trigger>
        <Tabs.Trigger value="patient" className="tabs-trigger" disabled={!patientSummary}>
          Patient
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="clinician" className="tabs-content">
        <Heading className="mb-2 font-semibold">Clinical Summary</Heading>
        {clinicianSummary && <SummaryText text={clinicianSummary} />}
      </Tabs.Content>
      <Tabs.Content value="patient" className="tabs-content">
        <Heading className="mb-2 font-semibold">Patient-Friendly Summary</Heading>
        {patientSummary && <SummaryText text={patientSummary} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}
