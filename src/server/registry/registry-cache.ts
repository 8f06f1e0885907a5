import { and, gt, inArray } from "drizzle-orm";
import { registryStudies } from "../../../db/schema";
import type { RegistryStudy } from "../../shared/api/registry";
import type { Db } from "../db";

/** Fresh rows for these ids: a study, or null for an id the registry said it does not know. */
export function readFreshStudies(db: Db, nctIds: string[], notBefore: Date): Map<string, RegistryStudy | null> {
  if (nctIds.length === 0) return new Map();
  const rows = db
    .select()
    .from(registryStudies)
    .where(and(inArray(registryStudies.nctId, nctIds), gt(registryStudies.fetchedAt, notBefore)))
    .all();
  return new Map(rows.map((row) => [row.nctId, row.study ?? null]));
}

export function writeStudies(db: Db, entries: Map<string, RegistryStudy | null>, fetchedAt: Date): void {
  db.transaction((tx) => {
    for (const [nctId, study] of entries) {
      tx.insert(registryStudies)
        .values({ nctId, study, fetchedAt })
        .onConflictDoUpdate({ target: registryStudies.nctId, set: { study, fetchedAt } })
        .run();
    }
  });
}
