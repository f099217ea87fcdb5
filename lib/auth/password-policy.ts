import { COMMON_PASSWORDS } from "./common-passwords";

/** NIST SP 800-63B: a minimum length, long passphrases welcome, known-breached passwords refused, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** Generous for passphrases; the cap only stops hashing megabytes of input. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_TOO_SHORT = `Please use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Please use at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "That password is too common. A few unrelated words make a strong passphrase";
export const PASSWORD_IS_PERSONAL = "Please don't use your e-mail address or name as your password";

/** Characters count as code points, so an emoji passphrase is measured as people see it. */
function length(text: string): number {
  return Array.from(text).length;
}

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, personal: { email?: string; name?: string } = {}): string | null {
  const size = length(password);
  if (size < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (size > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  const folded = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(folded)) return PASSWORD_TOO_COMMON;
  const email = personal.email?.trim().toLowerCase();
  const name = personal.name?.trim().toLowerCase();
  if ((email && (folded === email || folded === email.split("@")[0])) || (name && folded === name))
    return PASSWORD_IS_PERSONAL;
  return null;
}
