import { describe, expect, test } from "bun:test";
import { spanText } from "../../../shared/fact-sheet";
import { INVENTED_QUOTE } from "../../../testing/ollama/fake-fact-sheet";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../../testing/openai-stand-in";
import { standInForEachTest } from "../../../testing/stand-in-lifecycle";
import { lastUserText, openAiSummarizer } from "../../../testing/model-summarizer-setup";
import { INVENTED, NEGATIVE_TRIAL, TRIAL } from "../../../testing/fixtures/summary-inputs";

let standIn: OpenAiStandIn;
standInForEachTest(
  () => startOpenAiStandIn({ apiKey: "sk-local-test-key" }),
  (s) => (standIn = s),
);

const summarize = (input = TRIAL) => openAiSummarizer(standIn, "sk-local-test-key").summarize(input);
const source = (input = TRIAL) => ({ title: input.title, abstract: input.abstract });

describe("OpenAI-compatible server: the same two checked steps", () => {
  test("a good answer: facts whose spans read back as their words, sentences citing them, labelled with the API", async () => {
    const result = await summarize();
    expect(standIn.chatCalls).toHaveLength(2); // fact sheet, then summaries: no repair needed
    expect(result.api).toBe("openai");
    expect(result.model).toBe("test-stand-in/not-a-model");
    expect(result.facts.arms.map((a) => [a.role, spanText(source(), a.evidence[0]!)])).toEqual([
      ["intervention", "drug A plus FOLFOX"],
      ["control", "FOLFOX alone"],
    ]);
    expect(spanText(source(), result.facts.primaryResult.evidence[0]!)).toContain("p=0.001");
    expect(result.clinicianSummary).toContain("hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001");
    expect(result.readingGrade).toBeLessThanOrEqual(8);
    const cited = result.sentences.clinician.filter((s) => !s.general);
    expect(cited.length).toBeGreaterThan(5);
  });

  test("each request asks for structured output with the pipeline's schema, a token cap and the API key", async () => {
    await summarize();
    const [sheet, sentences] = standIn.chatCalls;
    expect(sheet!.response_format?.type).toBe("json_schema");
    expect(sheet!.response_format?.json_schema?.name).toBe("fact_sheet");
    expect(Object.keys(sheet!.response_format?.json_schema?.schema?.properties ?? {})).toContain("studyType");
    expect(sentences!.response_format?.json_schema?.name).toBe("summaries");
    expect(sheet!.max_tokens).toBe(2048);
    expect(sheet!.messages?.[0]?.role).toBe("system");
    expect(standIn.authorizations.every((a) => a === "Bearer sk-local-test-key")).toBe(true);
  });

  test("swapped arm names are caught: named in the one repair turn, dropped when still wrong", async () => {
    standIn.enqueue("swapped-arms", "swapped-arms");
    const { facts } = await summarize();
    expect(lastUserText(standIn.chatCalls[1])).toContain('arms[0] ("FOLFOX alone"): its name is not in its quotes');
    expect(facts.arms).toEqual([]);
    expect(facts.unclear).toContain("one of the groups compared");
  });

  test("a direction against its p value (0.41) is caught; the summary claims no winner", async () => {
    standIn.enqueue("wrong-direction", "wrong-direction");
    const { facts, clinicianSummary } = await summarize(NEGATIVE_TRIAL);
    expect(lastUserText(standIn.chatCalls[1])).toContain(
      'primaryResult.direction "favours-intervention": its p value is 0.05 or more',
    );
    expect(facts.primaryResult.direction).toBe("not-reported");
    expect(clinicianSummary).not.toContain("significantly favours");
  });

  test("an invented quote is caught: the fact is dropped and named as unclear", async () => {
    standIn.enqueue("invented-quote", "invented-quote");
    const { facts, sentences } = await summarize();
    expect(lastUserText(standIn.chatCalls[1])).toContain(
      `population: the quote "${INVENTED_QUOTE}" is not in the abstract or title`,
    );
    expect(facts.population).toBeNull();
    expect(facts.unclear).toEqual(["who took part"]);
    expect(sentences.clinician.some((s) => s.text.includes(INVENTED_QUOTE))).toBe(false);
  });

  test("a sentence with a number the facts do not hold is sent back once, then written by the built-in writer", async () => {
    standIn.enqueue("good", "bad-number", "bad-number");
    const result = await summarize();
    expect(standIn.chatCalls).toHaveLength(3);
    expect(lastUserText(standIn.chatCalls[2])).toContain(`the number "${INVENTED}" does not appear in the abstract`);
    expect(
      result.warnings.some((w) => w.includes("the built-in writer wrote this one from the same checked facts")),
    ).toBe(true);
    expect(result.clinicianSummary).not.toContain(INVENTED);
  });
});
