/** The v2 API's `fields=` pieces the stand-in understands, by their path in a study (arrays walked through). */
export const PIECES: Record<string, string> = {
  NCTId: "protocolSection.identificationModule.nctId",
  BriefTitle: "protocolSection.identificationModule.briefTitle",
  OverallStatus: "protocolSection.statusModule.overallStatus",
  LastKnownStatus: "protocolSection.statusModule.lastKnownStatus",
  WhyStopped: "protocolSection.statusModule.whyStopped",
  StartDate: "protocolSection.statusModule.startDateStruct.date",
  PrimaryCompletionDate: "protocolSection.statusModule.primaryCompletionDateStruct.date",
  PrimaryCompletionDateType: "protocolSection.statusModule.primaryCompletionDateStruct.type",
  LastUpdatePostDate: "protocolSection.statusModule.lastUpdatePostDateStruct.date",
  Phase: "protocolSection.designModule.phases",
  EnrollmentCount: "protocolSection.designModule.enrollmentInfo.count",
  EnrollmentType: "protocolSection.designModule.enrollmentInfo.type",
  Condition: "protocolSection.conditionsModule.conditions",
  PrimaryOutcomeMeasure: "protocolSection.outcomesModule.primaryOutcomes.measure",
  PrimaryOutcomeTimeFrame: "protocolSection.outcomesModule.primaryOutcomes.timeFrame",
  LocationCountry: "protocolSection.contactsLocationsModule.locations.country",
  LocationStatus: "protocolSection.contactsLocationsModule.locations.status",
  HasResults: "hasResults",
};

type Json = Record<string, unknown>;

/** Copies the value at `path` from `from` into `into`, keeping the nesting (and array positions) of the original. */
function copyPath(from: unknown, into: Json, path: string[]): void {
  if (from === null || typeof from !== "object" || path.length === 0) return;
  const [key, ...rest] = path as [string, ...string[]];
  const value = (from as Json)[key];
  if (value === undefined) return;
  if (rest.length === 0) {
    into[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    const target = (Array.isArray(into[key]) ? into[key] : (into[key] = value.map(() => ({})))) as Json[];
    value.forEach((item, i) => copyPath(item, target[i]!, rest));
    return;
  }
  const target = (into[key] ??= {}) as Json;
  copyPath(value, target, rest);
}

/** A study cut down to the asked pieces, or the names that are not pieces (the real API answers 400 for them). */
export function project(study: unknown, fields: string[]): { study: Json } | { unknown: string[] } {
  const unknown = fields.filter((f) => !PIECES[f] && !f.includes("."));
  if (unknown.length > 0) return { unknown };
  const out: Json = {};
  for (const field of fields) copyPath(study, out, (PIECES[field] ?? field).split("."));
  return { study: out };
}
