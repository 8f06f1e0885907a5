import { describe, expect, test } from "bun:test";
import { cancerTypeFrom, cancerTypeOfDescriptor } from "./cancer-type";

const fromMesh = (...names: string[]) =>
  cancerTypeFrom({ mesh: names.map((name) => ({ name, major: false })), title: "", abstract: "" });
const fromText = (title: string, abstract = "") => cancerTypeFrom({ mesh: [], title, abstract });

describe("cancer type from MeSH", () => {
  test.each([
    ["Carcinoma, Non-Small-Cell Lung", "Lung Cancer"],
    ["Small Cell Lung Carcinoma", "Lung Cancer"],
    ["Rectal Neoplasms", "Colorectal Cancer"],
    ["Prostatic Neoplasms, Castration-Resistant", "Prostate Cancer"],
    ["Leukemia, Myeloid, Acute", "Leukemia"],
    ["Precursor Cell Lymphoblastic Leukemia-Lymphoma", "Leukemia"],
    ["Hodgkin Disease", "Lymphoma"],
    ["Lymphoma, Large B-Cell, Diffuse", "Lymphoma"],
    ["Burkitt Lymphoma", "Lymphoma"],
    ["Melanoma", "Melanoma"],
    ["Multiple Myeloma", "Multiple Myeloma"],
    ["Stomach Neoplasms", "Gastric Cancer"],
    ["Carcinoma, Hepatocellular", "Liver Cancer"],
    ["Urinary Bladder Neoplasms", "Bladder Cancer"],
    ["Carcinoma, Renal Cell", "Kidney Cancer"],
    ["Glioblastoma", "Brain Cancer"],
    ["Squamous Cell Carcinoma of Head and Neck", "Head and Neck Cancer"],
    ["Uterine Cervical Neoplasms", "Cervical Cancer"],
    ["Endometrial Neoplasms", "Endometrial Cancer"],
    ["Thyroid Neoplasms", "Thyroid Cancer"],
    ["Sarcoma, Ewing", "Sarcoma"],
    ["Osteosarcoma", "Sarcoma"],
  ])("%s → %s", (descriptor, type) => {
    expect(cancerTypeOfDescriptor(descriptor)).toBe(type);
  });

  test.each([
    "Leukemia Inhibitory Factor",
    "Sarcoma Viruses, Murine",
    "Carcinosarcoma",
    "Neoplasms",
    "Tumor Necrosis Factor-alpha",
    "Antineoplastic Agents",
    "Humans",
  ])("%s names no cancer type", (descriptor) => {
    expect(cancerTypeOfDescriptor(descriptor)).toBeUndefined();
  });

  test("MeSH comes before the words of the title", () => {
    expect(
      cancerTypeFrom({
        mesh: [{ name: "Breast Neoplasms", major: false }],
        title: "Outcomes in lung cancer",
        abstract: "",
      }),
    ).toBe("Breast Cancer");
  });

  test("major topics win over minor ones, whichever order", () => {
    const mesh = [
      { name: "Lung Neoplasms", major: false },
      { name: "Breast Neoplasms", major: true },
    ];
    expect(cancerTypeFrom({ mesh, title: "", abstract: "" })).toBe("Breast Cancer");
    expect(cancerTypeFrom({ mesh: mesh.toReversed(), title: "", abstract: "" })).toBe("Breast Cancer");
  });

  test("among equals, the type the title names, then the most frequent", () => {
    const mesh = [
      { name: "Brain Neoplasms", major: true },
      { name: "Lung Neoplasms", major: true },
      { name: "Carcinoma, Non-Small-Cell Lung", major: true },
    ];
    expect(cancerTypeFrom({ mesh, title: "Radiotherapy for glioma", abstract: "" })).toBe("Brain Cancer");
    expect(cancerTypeFrom({ mesh, title: "Radiotherapy", abstract: "" })).toBe("Lung Cancer");
  });

  test("non-cancer MeSH falls through to the text", () => {
    expect(
      cancerTypeFrom({ mesh: [{ name: "Humans", major: false }], title: "Zorblatide in NSCLC", abstract: "" }),
    ).toBe("Lung Cancer");
    expect(fromMesh("Humans", "Neoplasms")).toBeUndefined();
  });
});

describe("cancer type from words", () => {
  test.each([
    ["Adjuvant therapy in non-small cell lung cancer", "Lung Cancer"],
    ["Outcomes in NSCLC after surgery", "Lung Cancer"],
    ["outcomes in nsclc, lower case", "Lung Cancer"],
    ["Metastatic breast carcinoma: a randomized trial", "Breast Cancer"],
    ["Carcinoma of the breast in older women", "Breast Cancer"],
    ["Temozolomide for newly diagnosed glioblastoma", "Brain Cancer"],
    ["A trial in mCRC", "Colorectal Cancer"],
    ["Acute myeloid leukaemia in children", "Leukemia"],
    ["Relapsed diffuse large B-cell lymphoma", "Lymphoma"],
    ["Hepatocellular carcinoma and sorafenib", "Liver Cancer"],
    ["Oesophageal adenocarcinoma surgery", "Esophageal Cancer"],
    ["Gastro-oesophageal junction adenocarcinoma", "Gastric Cancer"],
    ["Head and neck squamous cell carcinoma", "Head and Neck Cancer"],
    ["Advanced renal cell carcinoma", "Kidney Cancer"],
    ["Soft-tissue sarcoma", "Sarcoma"],
    ["Uterine cervical cancer screening", "Cervical Cancer"],
  ])("%s → %s", (title, type) => {
    expect(fromText(title)).toBe(type);
  });

  test("the first type the title names wins; the abstract only when the title names none", () => {
    expect(fromText("Breast cancer patients with lung metastases")).toBe("Breast Cancer");
    expect(fromText("Brain metastases from lung cancer")).toBe("Lung Cancer");
    expect(fromText("A randomized trial of zorblatide", "Patients with advanced melanoma were enrolled.")).toBe(
      "Melanoma",
    );
  });

  test.each([
    ["Tumor necrosis factor blockade in rheumatoid arthritis", ""],
    ["Breast cancer resistance protein and drug transport", ""],
    ["A trial of exercise in older adults", "Cervical spine pain and renal function were measured."],
    ["Cancer survivorship care", "Patients with any solid tumour were eligible."],
    ["ALL PATIENTS RECEIVED PLACEBO", ""],
  ])("no wild guesses: %s", (title, abstract) => {
    expect(fromText(title, abstract)).toBeUndefined();
  });
});
