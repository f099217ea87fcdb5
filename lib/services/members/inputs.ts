import { z } from "zod";
import { hasControlCharacter } from "../free-text";
import { PASSWORD_MAX_LENGTH, passwordProblem } from "../../auth/password-policy";
import { parseReturnTo } from "../../auth/return-to";

/** An e-mail address as members type it; stored lower-cased. */
export const emailField = z
  .string({ error: "Please enter your e-mail address" })
  .trim()
  .min(1, "Please enter your e-mail address")
  .max(254, "That e-mail address is too long")
  .pipe(z.email("Please enter a valid e-mail address"))
  .transform((email) => email.toLowerCase());

export const nameField = z
  .string({ error: "Please tell us your name" })
  .trim()
  .min(1, "Please tell us your name")
  .max(100, "Please keep your name under 100 characters")
  .refine(
    (name) => !/[<>]/.test(name) && !hasControlCharacter(name),
    "Please use letters, spaces and simple punctuation",
  );

/**
 * The page to come back to after confirming the e-mail address (sign-up, or a sign-in that finds
 * the address unconfirmed and mails a fresh link): a same-site path, normalised.
 */
const returnToField = z.string({ error: "The page to return to must be on this site" }).transform((value, context) => {
  const path = parseReturnTo(value);
  if (path === null) context.addIssue({ code: "custom", message: "The page to return to must be on this site" });
  return path ?? "/";
});

/** Sign-in does not apply the policy (old passwords still sign in); it only bounds the work. */
const anyPassword = z
  .string({ error: "Please enter your password" })
  .min(1, "Please enter your password")
  .max(PASSWORD_MAX_LENGTH, "That password is too long");

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: z.string({ error: "Please choose a password" }),
    returnTo: returnToField.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const problem = passwordProblem(input.password, { email: input.email, name: input.name });
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });

export const signInSchema = z
  .object({ email: emailField, password: anyPassword, returnTo: returnToField.optional() })
  .strict();

export const forgotPasswordSchema = z.object({ email: emailField }).strict();

export const emailTokenField = z
  .string({ error: "The link is incomplete" })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is incomplete");

export const resetPasswordSchema = z
  .object({ token: emailTokenField, password: z.string({ error: "Please choose a password" }) })
  .strict();

export const tokenExchangeSchema = z.object({ type: z.literal("email-verification"), token: emailTokenField }).strict();

export const socialSignInSchema = z
  .object({
    providerName: z.string({ error: "Social sign-in needs a provider name and an auth code" }).min(1).max(40),
    authCode: z.string({ error: "Social sign-in needs a provider name and an auth code" }).min(1).max(2048),
  })
  .strict();

export const accountSettingsSchema = z
  .object({
    name: nameField,
    avatarUrl: z
      .string()
      .trim()
      .max(500, "Please use a shorter address for your picture")
      .refine(
        (url) => url === "" || /^https:\/\/[^\s<>"]+$/.test(url),
        "Please use an https:// address for your picture",
      )
      .transform((url) => (url === "" ? null : url)),
    emailAlerts: z.boolean(),
    emailFollowUpdates: z.boolean(),
    emailNewsletter: z.boolean(),
  })
  .strict();

export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;
