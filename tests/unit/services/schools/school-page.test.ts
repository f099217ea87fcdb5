// A school's page on real SQL (node:sqlite with the real migrations): the school, the suburbs it
// serves, and the NOT_FOUND failure its 404 comes from.
import { beforeEach, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { applyD1Limits, applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import { getSchoolDetails } from "@/lib/services/schools/school-page";

let sqlite: DatabaseSync;

const context = () => createServiceContext(nodeSqliteDatabase(sqlite), Date.UTC(2026, 10, 20));

beforeEach(() => {
  sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  sqlite
    .prepare(
      `INSERT INTO locations (id, type, name, search_name, slug, unique_uri, state_code, postcode, latitude, longitude)
       VALUES (100, 'suburb', 'Bondi', 'bondi', 'bondi-nsw-2026', '/nsw/bondi-2026', 'NSW', '2026', -33.89, 151.27)`,
    )
    .run();
});

describe("a school's page", () => {
  it("is NOT_FOUND for an id no school has, and for an impossible one", async () => {
    for (const id of [42, 0, -1, 1.5]) {
      expect(await getSchoolDetails(context(), id), String(id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
  });

  it("has the school, its suburb and the suburbs it serves, its own first", async () => {
    sqlite
      .prepare(
        `INSERT INTO schools (id, name, level, sector, year_range, gender, enrolments, suburb_id, state_code, postcode, latitude, longitude)
         VALUES (7, 'Bondi Public School', 'primary', 'government', 'K-6', 'coed', 600, 100, 'NSW', '2026', -33.891, 151.271)`,
      )
      .run();
    const found = await getSchoolDetails(context(), 7);
    if (!found.ok) throw new Error(found.message);
    expect(found.school.name).toBe("Bondi Public School");
    expect(found.school.suburb?.slug).toBe("bondi-nsw-2026");
    expect(found.school.servedSuburbs.map(({ location }) => location.id)).toEqual([100]);
  });
});
