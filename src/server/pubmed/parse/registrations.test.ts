import { describe, expect, test } from "bun:test";
import { registrationsInText, registrationsOf, registryUrl } from "./registrations";
import { article, files, parse, pubmed } from "../../../testing/fixtures/pubmed-files";
import { parseXml, type XmlElement } from "./xml-parse";
import { cpuTime } from "../../../testing/timing";

const el = (xml: string) => parseXml(xml)[0] as XmlElement;
const bank = (name: string, ...ids: string[]) =>
  `<DataBank><DataBankName>${name}</DataBankName><AccessionNumberList>${ids.map((id) => `<AccessionNumber>${id}</AccessionNumber>`).join("")}</AccessionNumberList></DataBank>`;
const ids = (text: string) => registrationsInText(text).map((r) => r.id);

describe("registry ids in text", () => {
  test("each registry's form, normalised without spaces, in order of appearance", () => {
    const text =
      "Registered at ClinicalTrials.gov (NCT 01234567), ISRCTN 12345678, EudraCT 2015-001234-56, ACTRN12612000123456, " +
      "ChiCTR-TRC-12001234, ChiCTR1800012345, UMIN000012345, JPRN-jRCTs031180000, DRKS00012345, CTRI/2018/03/012345, KCT0001234.";
    expect(ids(text)).toEqual([
      "NCT01234567",
      "ISRCTN12345678",
      "2015-001234-56",
      "ACTRN12612000123456",
      "ChiCTR-TRC-12001234",
      "ChiCTR1800012345",
      "UMIN000012345",
      "JPRN-jRCTs031180000",
      "DRKS00012345",
      "CTRI/2018/03/012345",
      "KCT0001234",
    ]);
  });

  test("an id alone in its text is found in any letter case (texts without a registry's letters are skipped)", () => {
    const alone = ["nct01234567", "Isrctn12345678", "aCtRn12612000123456", "chictr1800012345", "Umin000012345"];
    const more = ["drks00012345", "ctri/2018/03/012345", "kct0001234", "JPRN-jRCTs031180000"];
    expect([...alone, ...more].map((text) => ids(`Registered: ${text}.`))).toEqual([
      ["NCT01234567"],
      ["ISRCTN12345678"],
      ["ACTRN12612000123456"],
      ["ChiCTR1800012345"],
      ["UMIN000012345"],
      ["DRKS00012345"],
      ["CTRI/2018/03/012345"],
      ["KCT0001234"],
      ["JPRN-jRCTs031180000"],
    ]);
  });

  test("wrong lengths are not ids", () => {
    expect(
      ids("NCT123456789, NCT1234567, ISRCTN1234567, 2015-0012345-56, 12015-001234-56, ACTRN1261200012345"),
    ).toEqual([]);
  });

  test("JPRN-UMIN is one JPRN id, not a second UMIN one", () => {
    expect(registrationsInText("JPRN-UMIN000012345")).toEqual([
      {
        registry: "JPRN",
        id: "JPRN-UMIN000012345",
        url: "https://trialsearch.who.int/Trial2.aspx?TrialID=JPRN-UMIN000012345",
      },
    ]);
  });

  test("each id links to its registry page", () => {
    expect(registryUrl("ClinicalTrials.gov", "NCT01234567")).toBe("https://clinicaltrials.gov/study/NCT01234567");
    expect(registryUrl("ISRCTN", "ISRCTN12345678")).toBe("https://www.isrctn.com/ISRCTN12345678");
    expect(registryUrl("CTRI", "CTRI/2018/03/012345")).toBe(
      "https://trialsearch.who.int/Trial2.aspx?TrialID=CTRI%2F2018%2F03%2F012345",
    );
  });

  test("20,000 hostile characters are read in linear time", () => {
    const hostile = [
      "NCT".repeat(6700),
      "NCT 1234567".repeat(1800),
      "2015-".repeat(4000),
      "ChiCTR-ABC-".repeat(1800),
      "JPRN-".repeat(4000),
      "1".repeat(20_000),
    ];
    for (const text of hostile) {
      expect(cpuTime(() => registrationsInText(text.slice(0, 20_000)))).toBeLessThan(100);
    }
  });
});

describe("registrations of a record", () => {
  test("DataBankList first (registries only), then the text; duplicates once", () => {
    const list = el(
      `<DataBankList>${bank("GENBANK", "AB123456")}${bank("ClinicalTrials.gov", "NCT00881296", "not an id")}${bank("ISRCTN", "ISRCTN 87654321")}${bank("NTR", "NTR1234")}</DataBankList>`,
    );
    const found = registrationsOf(list, ["Title (nct00881296)", "Also NCT02149199 and ISRCTN87654321."]);
    expect(found.map((r) => `${r.registry} ${r.id}`)).toEqual([
      "ClinicalTrials.gov NCT00881296",
      "ISRCTN ISRCTN87654321",
      "NTR NTR1234",
      "ClinicalTrials.gov NCT02149199",
    ]);
  });

  test("a record that names nothing has none", () => {
    expect(registrationsOf(undefined, ["No registration was reported."])).toEqual([]);
  });
});

pubmed.describe("real PubMed records (../shared/fixtures/pubmed)", () => {
  test("the phase 3 RCT's DataBankList gives its ClinicalTrials.gov page", () => {
    const file = "efetch-rct-phase3-structured-databank.xml";
    const pmid = parse(file).articles[0]!.pmid;
    const found = article(file, pmid);
    expect(found.registrations?.[0]).toEqual({
      registry: "ClinicalTrials.gov",
      id: found.nctId!,
      url: `https://clinicaltrials.gov/study/${found.nctId}`,
    });
  });

  test("every record with an NCT id has it among its registrations, and no id twice", () => {
    for (const file of files) {
      for (const a of parse(file).articles) {
        const list = a.registrations ?? [];
        if (a.nctId) expect(list.map((r) => r.id)).toContain(a.nctId);
        expect(new Set(list.map((r) => r.id.toUpperCase())).size).toBe(list.length);
      }
    }
  });
});
