/**
 * Development staff (README "Staff in development"): an admin who can sign in at once, and a
 * moderator and an agency principal who set up their authenticator app at their first staff
 * sign-in. All three sign in with STAFF_DEMO_PASSWORD. The admin's TOTP key is public on purpose
 * (it is in git, like the demo password): it is sealed with the development pepper, so it opens
 * nothing on a deployed Worker, which has its own pepper and gets its first admin from
 * `npm run staff:bootstrap` instead. Ids start `seed-staff-`, so a re-seed replaces them and never
 * touches anyone else.
 */
import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { demoPasswordHash } from "./agent-members";
import type { SeedWriter } from "./writer";

// lib/db sits below the services, so the sealing of lib/services/staff/sealed-secret.ts is
// restated here (tests/unit/db/seed/staff.test.ts checks the service opens what this seals).
const DEVELOPMENT_PEPPER = "development-only-pepper-0001";

export const STAFF_DEMO_PASSWORD = "harbour wattle staff";
export const STAFF_MEMBER_ID_PREFIX = "seed-staff-";
/** The development admin's authenticator key (base32): add it to an app, or `npm run staff:code`. */
export const DEVELOPMENT_ADMIN_TOTP_SECRET = "HOMEFRONTDEVADMINTOTPKEY234567AB";

export const SEEDED_STAFF = [
  {
    id: "seed-staff-admin",
    email: "admin@homefront.example",
    username: "homefront-admin",
    name: "Ada Admin",
    role: "admin",
  },
  {
    id: "seed-staff-moderator",
    email: "moderator@homefront.example",
    username: "homefront-moderator",
    name: "Mo Moderator",
    role: "moderator",
  },
  {
    id: "seed-staff-principal",
    email: "principal@homefront.example",
    username: "homefront-principal",
    name: "Pat Principal",
    role: "principal",
  },
] as const;

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

/** sealSecret's format: base64url(iv) "." base64url(AES-256-GCM ciphertext with its tag). */
export function sealForDevelopment(secret: string, pepper: string = DEVELOPMENT_PEPPER): string {
  const key = Buffer.from(hkdfSync("sha256", pepper, "homefront-staff", "totp-secret", 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${base64url(iv)}.${base64url(body)}`;
}

export function seedStaff(writer: SeedWriter, referenceMs: number): number {
  const passwordHash = demoPasswordHash(STAFF_DEMO_PASSWORD);
  writer.transaction(() => {
    writer.execute(`DELETE FROM staff_roles WHERE member_id LIKE '${STAFF_MEMBER_ID_PREFIX}%'`);
    writer.execute(`DELETE FROM staff_second_factors WHERE member_id LIKE '${STAFF_MEMBER_ID_PREFIX}%'`);
    writer.execute(`DELETE FROM staff_sessions WHERE member_id LIKE '${STAFF_MEMBER_ID_PREFIX}%'`);
    writer.execute(`DELETE FROM members WHERE id LIKE '${STAFF_MEMBER_ID_PREFIX}%'`);
    for (const person of SEEDED_STAFF) {
      writer.execute(
        `INSERT INTO members (id, username, email, name, role, created_at, password_hash, email_verified_at)
         VALUES (?, ?, ?, ?, 'member', ?, ?, ?)`,
        person.id,
        person.username,
        person.email,
        person.name,
        referenceMs,
        passwordHash,
        referenceMs,
      );
      // The principal runs the first office (the lowest id), whatever the seed's size.
      writer.execute(
        `INSERT INTO staff_roles (member_id, role, office_id, granted_by, granted_at)
         SELECT ?, ?, ${person.role === "principal" ? "(SELECT min(id) FROM offices)" : "0"}, 'seed', ?`,
        person.id,
        person.role,
        referenceMs,
      );
    }
    writer.execute(
      "INSERT INTO staff_second_factors (member_id, sealed_secret, created_at, confirmed_at, last_step) VALUES (?, ?, ?, ?, 0)",
      "seed-staff-admin",
      sealForDevelopment(DEVELOPMENT_ADMIN_TOTP_SECRET),
      referenceMs,
      referenceMs,
    );
  });
  return SEEDED_STAFF.length;
}
