import type { FactSheet, SourceText } from "../../../shared/fact-sheet";
import { checkDesign, checkRegistrations, phaseIsStated } from "./verify-design";
import { checkArms, checkFact, checkParticipants } from "./verify-facts";
import { recomputeFlags } from "./verify-flags";
import { withReading } from "./extract/endpoint-source";
import { checkPrimaryResult } from "./verify-primary-result";
import { createLedger, type VerifyResult } from "./verify-result";

export { UNCLEAR, type VerifyResult } from "./verify-result";

/**
 * Checks a fact sheet against the text it claims to read, whoever wrote it: every span points at text, every
 * number of a fact is in that fact's evidence, the direction agrees with the statistics, "randomised" needs words
 * of random allocation, registrations must be in the source, and flags are recomputed. A fact that fails is
 * dropped and named in `unclear`, never shown as if checked. Linear in the length of the source and the sheet.
 */
/** `record.retracted`: PubMed marks the paper retracted (its metadata, not its text), so the "retracted" flag stays. */
export function verifyFactSheet(
  sheet: FactSheet,
  source: SourceText,
  record: { retracted?: boolean } = {},
): VerifyResult {
  const ledger = createLedger();
  const design = checkDesign(sheet, source);
  for (const reason of design.reasons) ledger.drop("studyType", "studyType", reason);
  let phase = sheet.phase;
  if (phase !== null && !phaseIsStated(source)) {
    ledger.drop("phase", "phase", 'the abstract and title never say "phase"');
    phase = null;
  }
  const arms = checkArms(sheet.arms, source, ledger, design.studyType);
  const registrations = checkRegistrations(sheet.registrations, source);
  for (const id of registrations.missing)
    ledger.drop("registration", `registrations (${id})`, "it is not in the title or abstract");
  const verified: FactSheet = {
    studyType: design.studyType,
    randomised: design.randomised,
    phase,
    population: checkFact(sheet.population, "population", source, ledger),
    participants: checkParticipants(sheet.participants, source, ledger),
    arms: arms.arms,
    primaryEndpoint: checkFact(sheet.primaryEndpoint, "primaryEndpoint", source, ledger),
    primaryResult: checkPrimaryResult(sheet.primaryResult, arms, source, ledger),
    harms: checkFact(sheet.harms, "harms", source, ledger),
    conclusion: checkFact(sheet.conclusion, "conclusion", source, ledger),
    flags: [],
    registrations: registrations.kept,
  };
  verified.flags = recomputeFlags(
    withReading(sheet, { ...verified, flags: sheet.flags, ...(sheet.unclear ? { unclear: sheet.unclear } : {}) }),
    sheet.primaryResult.direction,
    source,
    record.retracted,
  );
  const unclear = [...new Set([...(sheet.unclear ?? []), ...ledger.dropped])];
  if (unclear.length > 0) verified.unclear = unclear;
  return { sheet: verified, dropped: ledger.dropped, reasons: ledger.reasons };
}
