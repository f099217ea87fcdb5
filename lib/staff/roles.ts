/**
 * Staff roles: what the people who run the portal may do. A role is held by a member account and
 * granted by an admin (a principal's role names the office it is for). Members without a role, and
 * agents (an account linked to an agent profile), have no staff screens at all.
 *
 * Pure: the services check every admin and moderation operation against `roleAllowing` before they
 * touch anything, and the admin pages use the same table to show each role only its own screens.
 */
export const STAFF_ROLES = ["admin", "moderator", "principal"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  moderator: "Moderator",
  principal: "Agency principal",
};

/** Stored for roles that are not about one office (a principal's grant always names its office). */
export const NO_OFFICE = 0;

/** One role held by one member; `officeId` is NO_OFFICE except for a principal. */
export interface StaffGrant {
  role: StaffRole;
  officeId: number;
}

/** A member acting as staff in this request: signed in with a second factor, roles read just now. */
export interface StaffViewer {
  memberId: string;
  username: string;
  name: string;
  grants: readonly StaffGrant[];
  /** The staff sign-in this request belongs to (ended on sign-out and when the last role goes). */
  staffSessionId: string;
}

/**
 * The areas of the admin site. Each role's screens are the areas it may act in; a service names the
 * area of the operation it performs.
 *   platform    feature flags, experiments, partner API keys, tracking report, location cache, audit log
 *   moderation  the reported-posts queue and decisions on posts
 *   staff       granting and revoking roles
 *   office      one office's agents (linking member accounts to agent profiles) and its feed keys
 */
export const STAFF_AREAS = ["platform", "moderation", "staff", "office"] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * Which roles may act in each area, the most specific first: the audit log names the role that
 * allowed the act, so an admin who is also a moderator is recorded as the moderator when moderating.
 */
const AREA_ROLES: Record<StaffArea, readonly StaffRole[]> = {
  platform: ["admin"],
  moderation: ["moderator", "admin"],
  staff: ["admin"],
  office: ["principal", "admin"],
};

/**
 * The role under which these grants may act in `area` (for `office`, on the office `officeId`), or
 * null. A principal acts only for the offices their grants name; an admin for every office.
 */
export function roleAllowing(
  grants: readonly StaffGrant[],
  area: StaffArea,
  officeId: number = NO_OFFICE,
): StaffRole | null {
  for (const role of AREA_ROLES[area]) {
    const held = grants.some(
      (grant) =>
        grant.role === role && (role !== "principal" || (officeId !== NO_OFFICE && grant.officeId === officeId)),
    );
    if (held) return role;
  }
  return null;
}

/** The areas whose screens these grants open (a principal's office area counts for any office held). */
export function areasOf(grants: readonly StaffGrant[]): StaffArea[] {
  return STAFF_AREAS.filter(
    (area) =>
      roleAllowing(grants, area) !== null || (area === "office" && grants.some((grant) => grant.role === "principal")),
  );
}

/** The offices a principal's grants name (empty for other roles). */
export function officesOf(grants: readonly StaffGrant[]): number[] {
  return [...new Set(grants.filter((g) => g.role === "principal").map((g) => g.officeId))].sort((a, b) => a - b);
}

export const NOT_STAFF = "Sign in with a staff account to use the admin site";
export const NOT_ALLOWED_FOR_ROLE = "Your role does not include this: ask an admin if you need it";
