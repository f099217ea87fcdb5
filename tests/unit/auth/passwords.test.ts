import { describe, expect, it } from "vitest";
import {
  DECOY_PASSWORD_HASH,
  PBKDF2_ITERATIONS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "@/lib/auth/password-hash";
import {
  PASSWORD_IS_PERSONAL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from "@/lib/auth/password-policy";

const pepper = "unit-test-pepper-0001";

describe("password hashes", () => {
  it("stores algorithm and parameters with the hash and verifies only the right password and pepper", async () => {
    const stored = await hashPassword("correct horse battery staple", pepper);
    expect(stored).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword("correct horse battery staple", stored, pepper)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored, pepper)).toBe(false);
    expect(await verifyPassword("correct horse battery staple", stored, "another-pepper-000000")).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("salts every hash and flags weaker parameters for rehashing", async () => {
    const a = await hashPassword("same password here", pepper);
    const b = await hashPassword("same password here", pepper);
    expect(a).not.toBe(b);
    const weak = await hashPassword("same password here", pepper, 1000);
    expect(needsRehash(weak)).toBe(true);
    expect(await verifyPassword("same password here", weak, pepper)).toBe(true);
  });

  it("the decoy hash matches nothing and malformed hashes never verify", async () => {
    expect(await verifyPassword("", DECOY_PASSWORD_HASH, pepper)).toBe(false);
    expect(await verifyPassword("password", "plain-text", pepper)).toBe(false);
    expect(await verifyPassword("password", "pbkdf2-sha256$999999999$AAAA$AAAA", pepper)).toBe(false);
  });
});

describe("password policy", () => {
  it("wants at least 8 characters, allows long passphrases, refuses common and personal ones", () => {
    expect(passwordProblem("short1!")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("a very long passphrase about sunny melbourne trams ".repeat(4))).toBeNull();
    expect(passwordProblem("x".repeat(257))).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem("Password123")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("qwertyuiop")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("zzzzzzzzzz")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("jane.citizen@example.com", { email: "jane.citizen@example.com" })).toBe(
      PASSWORD_IS_PERSONAL,
    );
    expect(passwordProblem("tram koala wattle", { email: "jane@example.com" })).toBeNull();
    // Emoji count as one character each, as people see them.
    expect(passwordProblem("🏠🏠🏠🏠🏠🏠🏠")).toBe(PASSWORD_TOO_SHORT);
  });
});
