import * as Tabs from "@radix-ui/react-tabs";
import type { FactSheet, SourceText, SummarySentence, SummarySentences as Sentences } from "../../shared/fact-sheet";
import { FactTable } from "./fact-sheet/fact-table";
import { HighlightProvider, useHighlight } from "./fact-sheet/highlight-context";
import { SourceAbstract } from "./fact-sheet/source-abstract";
import { StudyBadges } from "./fact-sheet/study-badges";
import { SummarySentences } from "./fact-sheet/summary-sentences";

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

interface SummaryTabsProps {
  clinicianSummary?: string | null;
  patientSummary?: string | null;
  headingLevel?: 3 | 4;
  facts?: FactSheet | null;
  sentences?: Sentences | null;
  sourceText?: SourceText | null;
  /** A line under the patient summary (the registry's recruiting note), when there is one. */
  patientNote?: React.ReactNode;
}

/**
 * Clinician (default) and Patient tabs; a tab whose summary is missing is disabled. With a fact sheet: badges above,
 * the sheet in the Clinician tab, sentences that show their source words, and the abstract below.
 */
export function SummaryTabs(props: SummaryTabsProps) {
  const { facts, sentences, sourceText } = props;
  if (!sourceText || (!facts && !sentences)) return <TabsBody {...props} />;
  return (
    <HighlightProvider source={sourceText}>
      <TabsBody {...props} />
      <SourceAbstract />
    </HighlightProvider>
  );
}

function TabsBody({
  clinicianSummary,
  patientSummary,
  headingLevel = 3,
  facts,
  sentences,
  sourceText,
  patientNote,
}: SummaryTabsProps) {
  const highlight = useHighlight();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const defaultValue = clinicianSummary ? "clinician" : "patient";
  return (
    <>
      {facts && <StudyBadges facts={facts} />}
      <Tabs.Root
        defaultValue={defaultValue}
        className="mt-4"
        onValueChange={() => highlight?.dispatch({ type: "clear" })}
      >
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
          {facts && <FactTable facts={facts} source={sourceText ?? undefined} />}
          {clinicianSummary && (
            <SummaryBody text={clinicianSummary} sentences={sentences?.clinician} name="clinician" />
          )}
        </Tabs.Content>
        <Tabs.Content value="patient" className="tabs-content">
          <Heading className="mb-2 font-semibold">Patient-Friendly Summary</Heading>
          {patientSummary && <SummaryBody text={patientSummary} sentences={sentences?.patient} name="patient" />}
          {patientNote}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** Sentence by sentence when the server gave them, else the summary text as before. */
function SummaryBody({
  text,
  sentences,
  name,
}: {
  text: string;
  sentences?: SummarySentence[];
  name: "clinician" | "patient";
}) {
  return sentences?.length ? <SummarySentences sentences={sentences} name={name} /> : <SummaryText text={text} />;
}
