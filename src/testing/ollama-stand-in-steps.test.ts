import { describe, expect, test } from "bun:test";
import { Ollama } from "ollama";
import { quotedSheetJsonSchema, sentencesAnswerJsonSchema } from "../server/summaries/model/sheet-schema";
import { INVENTED_QUOTE } from "./ollama/fake-fact-sheet";
import { startOllamaStandIn, type OllamaStandIn } from "./ollama-stand-in";
import { standInForEachTest } from "./stand-in-lifecycle";

const TITLE = "Orvatinib versus observation in resected melanoma: a randomised phase 3 trial";
const ABSTRACT =
  "In this randomised phase 3 trial, 300 patients with resected melanoma were assigned to orvatinib or observation. The primary endpoint was relapse-free survival. Relapse-free survival was longer with orvatinib (hazard ratio 0.66, 95% CI 0.50-0.87; p=0.003). Rash was the most common adverse event. Orvatinib improved relapse-free survival.";
const sheetPrompt = [
  {
    role: "user",
    content: `<<<TITLE T1>>>\n${TITLE}\n<<<END TITLE T1>>>\n<<<ABSTRACT T1>>>\n${ABSTRACT}\n<<<END ABSTRACT T1>>>`,
  },
];
const facts = {
  facts: [
    { id: "F1", about: "number randomised", fact: "300 randomised", source: ["300 patients"] },
    { id: "F2", about: "harms", fact: "Rash", source: ["Rash was the most common adverse event."] },
  ],
  unclear: ["who took part"],
  flags: [],
  abstractPublished: true,
};
const sentencesPrompt = [{ role: "user", content: `<<<FACTS T2>>>\n${JSON.stringify(facts)}\n<<<END FACTS T2>>>` }];

let standIn: OllamaStandIn;
let client: Ollama;
standInForEachTest(startOllamaStandIn, (s) => {
  standIn = s;
  client = new Ollama({ host: s.url });
});

const ask = async (messages: { role: string; content: string }[], format: object) =>
  JSON.parse((await client.chat({ model: "llama3.1:8b", messages, format, stream: false })).message.content);

describe("ollama stand-in: the two steps of the model path", () => {
  test("a fact-sheet schema gets a quoted sheet read from the fenced abstract", async () => {
    const sheet = await ask(sheetPrompt, quotedSheetJsonSchema);
    expect(sheet).toMatchObject({
      studyType: "randomised-trial",
      randomised: true,
      phase: "3",
      participants: { randomised: 300, quotes: ["300 patients"] },
    });
    expect(sheet.arms.map((a: { role: string; name: string }) => `${a.role}: ${a.name}`)).toEqual([
      "intervention: Orvatinib",
      "control: observation",
    ]);
    expect(sheet.primaryResult).toMatchObject({
      direction: "favours-intervention",
      effects: [{ measure: "HR", value: "0.66", ci: "0.50-0.87", p: "p=0.003" }],
    });
    for (const quote of [sheet.population.quotes[0], sheet.primaryResult.quotes[0], sheet.harms.quotes[0]])
      expect(ABSTRACT).toContain(quote);
  });

  test("spoiled sheets: swapped arm names, the opposite direction, an invented quote, an invented count", async () => {
    standIn.enqueue("swapped-arms", "wrong-direction", "invented-quote", "bad-number");
    expect((await ask(sheetPrompt, quotedSheetJsonSchema)).arms.map((a: { name: string }) => a.name)).toEqual([
      "observation",
      "Orvatinib",
    ]);
    expect((await ask(sheetPrompt, quotedSheetJsonSchema)).primaryResult.direction).toBe("no-significant-difference");
    expect((await ask(sheetPrompt, quotedSheetJsonSchema)).population.quotes).toEqual([INVENTED_QUOTE]);
    expect((await ask(sheetPrompt, quotedSheetJsonSchema)).participants.randomised).toBe(317);
  });

  test("a sentences schema gets sentences citing the fenced facts, general ones marked", async () => {
    const answer = await ask(sentencesPrompt, sentencesAnswerJsonSchema);
    expect(answer.clinician[0]).toEqual({ text: "Number randomised: 300 randomised.", facts: ["F1"], general: false });
    expect(answer.clinician).toContainEqual({
      text: "Not read with confidence from the abstract: who took part.",
      facts: [],
      general: true,
    });
    expect(answer.patient).toContainEqual({ text: "300 people took part.", facts: ["F1"], general: false });
    expect(answer.patient.at(-1)).toEqual({
      text: "Talk with your care team about what this means for you.",
      facts: [],
      general: true,
    });
  });

  test("spoiled sentences: an invented number, hard words, a citation of a fact that does not exist", async () => {
    standIn.enqueue("bad-number", "hard-words", "bad-citation");
    expect((await ask(sentencesPrompt, sentencesAnswerJsonSchema)).clinician.at(-1).text).toBe(
      "The hazard ratio was 0.37.",
    );
    expect((await ask(sentencesPrompt, sentencesAnswerJsonSchema)).patient[0].text).toContain(
      "multicentre investigation",
    );
    expect((await ask(sentencesPrompt, sentencesAnswerJsonSchema)).clinician.at(-1).facts).toEqual(["F99"]);
  });
});
