// The staff role table, checked against every combination: each set of grants (none, each role,
// every pair and all three, a principal of office 1) in every area, for office 1, office 2 and no
// office. The expectations are written out independently of lib/staff/roles.ts's table.
import { describe, expect, it } from "vitest";
import { areasOf, officesOf, roleAllowing, STAFF_AREAS, type StaffGrant, type StaffRole } from "@/lib/staff/roles";

const ADMIN: StaffGrant = { role: "admin", officeId: 0 };
const MODERATOR: StaffGrant = { role: "moderator", officeId: 0 };
const PRINCIPAL_OF_1: StaffGrant = { role: "principal", officeId: 1 };
const SINGLE = [ADMIN, MODERATOR, PRINCIPAL_OF_1];

/** Every subset of the three grants. */
const GRANT_SETS: StaffGrant[][] = Array.from({ length: 8 }, (_, mask) => SINGLE.filter((_, i) => mask & (1 << i)));

function expected(grants: StaffGrant[], area: string, officeId: number): StaffRole | null {
  const has = (grant: StaffGrant) => grants.includes(grant);
  switch (area) {
    case "platform":
    case "staff":
      return has(ADMIN) ? "admin" : null;
    case "moderation":
      return has(MODERATOR) ? "moderator" : has(ADMIN) ? "admin" : null;
    case "office":
      return has(PRINCIPAL_OF_1) && officeId === 1 ? "principal" : has(ADMIN) ? "admin" : null;
    default:
      throw new Error(area);
  }
}

describe("roleAllowing", () => {
  for (const grants of GRANT_SETS) {
    const label = grants.map((g) => g.role).join("+") || "no role";
    it(`${label}: the role that allows each area, for each office`, () => {
      for (const area of STAFF_AREAS) {
        for (const officeId of [0, 1, 2]) {
          expect(roleAllowing(grants, area, officeId), `${area} office ${officeId}`).toBe(
            expected(grants, area, officeId),
          );
        }
      }
    });
  }

  it("lists the areas whose screens a person's grants open", () => {
    expect(areasOf([])).toEqual([]);
    expect(areasOf([MODERATOR])).toEqual(["moderation"]);
    expect(areasOf([PRINCIPAL_OF_1])).toEqual(["office"]);
    expect(areasOf([ADMIN])).toEqual(["platform", "moderation", "staff", "office"]);
    expect(officesOf([PRINCIPAL_OF_1, { role: "principal", officeId: 7 }, ADMIN])).toEqual([1, 7]);
  });
});
