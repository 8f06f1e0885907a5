import { describe, expect, test } from "bun:test";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import * as sqliteSchema from "../../db/schema";
import * as pgSchema from "../../db/schema-pg";

const sqlite = { ...sqliteSchema };
const pg = { ...pgSchema };

/** The storage modules query `db.tables` once for both stores, so the twins must agree on names and row types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowTypesAgree = {
  [K in keyof typeof sqlite]: Same<(typeof sqlite)[K]["$inferSelect"], (typeof pg)[K]["$inferSelect"]>;
};
const rowTypesAgree: RowTypesAgree = {
  users: true,
  sessions: true,
  savedTrials: true,
  trials: true,
  searchCache: true,
  summaries: true,
  registryStudies: true,
};

const shape = (table: Table) =>
  Object.entries(getTableColumns(table)).map(([key, c]) => ({
    key,
    name: c.name,
    notNull: c.notNull,
    hasDefault: c.hasDefault,
    primary: c.primary,
  }));

describe("the PostgreSQL schema twin", () => {
  test("has the same tables as the SQLite schema (and the row types agree: a type error otherwise)", () => {
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
    expect(Object.values(rowTypesAgree).every(Boolean)).toBe(true);
  });

  for (const key of Object.keys(sqlite) as (keyof typeof sqlite)[]) {
    test(`${key}: same table name, columns, nullability, defaults and primary key`, () => {
      expect(getTableName(pg[key])).toBe(getTableName(sqlite[key]));
      expect(shape(pg[key])).toEqual(shape(sqlite[key]));
    });
  }
});
