import { and, gt, inArray, sql } from "drizzle-orm";
import type { RegistryStudy } from "../../shared/api/registry";
import type { Db } from "../db";

/** Fresh rows for these ids: a study, or null for an id the registry said it does not know. */
export async function readFreshStudies(
  db: Db,
  nctIds: string[],
  notBefore: Date,
): Promise<Map<string, RegistryStudy | null>> {
  if (nctIds.length === 0) return new Map();
  const { registryStudies } = db.tables;
  const rows = await db
    .select()
    .from(registryStudies)
    .where(and(inArray(registryStudies.nctId, nctIds), gt(registryStudies.fetchedAt, notBefore)));
  return new Map(rows.map((row) => [row.nctId, row.study ?? null]));
}

/** All rows in one statement (so one transaction on either store); `excluded` is the row that was refused. */
export async function writeStudies(db: Db, entries: Map<string, RegistryStudy | null>, fetchedAt: Date): Promise<void> {
  if (entries.size === 0) return;
  const { registryStudies } = db.tables;
  await db
    .insert(registryStudies)
    .values([...entries].map(([nctId, study]) => ({ nctId, study, fetchedAt })))
    .onConflictDoUpdate({
      target: registryStudies.nctId,
      set: { study: sql`excluded.study`, fetchedAt: sql`excluded.fetched_at` },
    });
}
