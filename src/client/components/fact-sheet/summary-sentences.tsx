import type { SummarySentence } from "../../../shared/fact-sheet";
import { SourceTarget } from "./source-target";

/** Sentences grouped into paragraphs: a sentence ending in a line break closes its paragraph. */
function paragraphs(sentences: SummarySentence[]): Array<Array<{ sentence: SummarySentence; index: number }>> {
  const groups: Array<Array<{ sentence: SummarySentence; index: number }>> = [[]];
  sentences.forEach((sentence, index) => {
    if (sentence.text.trim() === "") return;
    groups[groups.length - 1]!.push({ sentence, index });
    if (/\n\s*$/.test(sentence.text.slice(-20))) groups.push([]);
  });
  return groups.filter((g) => g.length > 0);
}

/** One element per sentence, each able to show the words it rests on. */
export function SummarySentences({ sentences, name }: { sentences: SummarySentence[]; name: "clinician" | "patient" }) {
  return (
    <div className="space-y-2 leading-relaxed">
      {paragraphs(sentences).map((group) => (
        <p key={group[0]!.index}>
          {group.map(({ sentence, index }, i) => (
            <span key={index}>
              {i > 0 && " "}
              <SourceTarget
                item={{
                  key: `${name}-${index}`,
                  evidence: sentence.evidence,
                  ...(sentence.general ? { general: true } : {}),
                }}
              >
                {sentence.text.trim()}
              </SourceTarget>
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
