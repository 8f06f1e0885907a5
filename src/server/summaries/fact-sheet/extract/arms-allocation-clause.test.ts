import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: the second choice of an allocation written as its own clause ("or were given B") is still an arm.
test('"randomly assigned to A or were given no further therapy": the untreated group is the control arm', () => {
  const arms = extractFactSheet({
    title: "Adjuvant zelmoratinib after surgery for early ovarian cancer: a randomized trial",
    abstract:
      "After surgery, 600 patients were randomly assigned to adjuvant treatment with zelmoratinib or were given no further therapy. Survival was similar in both groups.",
  }).arms;
  expect(arms.find((a) => a.role === "control")?.name).toBe("no further therapy");
  expect(arms.find((a) => a.role === "intervention")?.name).toContain("zelmoratinib");
});

// Invented: "a randomised trial, N patients in remission were randomized to A or B": the arms follow the later verb.
test('"patients in remission were randomized to A or B": the population is not an arm', () => {
  const arms = extractFactSheet({
    title: "Maintenance zelferon in myeloma: a randomised trial",
    abstract:
      "In this randomised trial, 200 patients in remission were randomized to receive zelferon or no further treatment. Survival did not differ between the two groups (P = 0.6).",
  }).arms.map((a) => a.name);
  expect(arms).toEqual(["zelferon", "no further treatment"]);
});

// Invented: "high-dose (HD) radiotherapy or conventional dose (CD) radiotherapy" shares no second "dose".
test('"either high-dose (HD) ... or conventional dose (CD) ...": no arm reads "high-dose dose"', () => {
  const arms = extractFactSheet({
    title: "Palliative radiotherapy in two fractions for lung cancer: a controlled trial",
    abstract:
      "In all, 300 patients were randomised to receive either high-dose (HD) radiotherapy (16 Gy in two fractions) or conventional dose (CD) radiotherapy (30 Gy in ten fractions). Palliation did not differ (P = 0.5).",
  }).arms.map((a) => a.name);
  expect(arms).toHaveLength(2);
  expect(arms.filter((n) => /dose dose/i.test(n))).toEqual([]);
});

// Invented: "comparing A with B in combination with C, D and E": every arm gets the whole shared list, not just C.
test('"comparing A with B in combination with C, D and E": the shared backbone is the whole list', () => {
  const arms = extractFactSheet({
    title: "Zelplatin in combination therapy for ovarian cancer",
    abstract:
      "A randomized phase III study was undertaken, comparing zelplatin with cisplatin in combination with cyclophosphamide, doxorubicin and felderol. Response rates did not differ (P = 0.5).",
  }).arms.map((a) => a.name);
  expect(arms).toHaveLength(2);
  for (const name of arms) expect(name).toEndWith("cyclophosphamide, doxorubicin and felderol");
});
