import { z } from "zod";
import { addAlertSchema } from "../../../services/alerts/alerts";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  socialSignInSchema,
  tokenExchangeSchema,
} from "../../../services/members/inputs";
import { defineOperation, type ApiOperation } from "../operation";
import { accountMemberShape, alertShape, memberShape } from "./shapes";

/*
 * The legacy member calls: what the site's own pages and the older apps called before /api/v1,
 * mostly under /api (a place's follow is under /locations), with the member's session cookie.
 * Their paths are whole paths. They keep the paths and answers they always had;
 * listing them here puts them in the OpenAPI document with the same schemas the services parse
 * with (lib/services/members/inputs.ts, lib/services/alerts/alerts.ts); `restRoute` parses their
 * path and leaves their body to the service.
 * Every one of them that changes something refuses a request from another site's Origin (403).
 */

const TAG = "Legacy member calls";
const SIGNED_IN_NOTE =
  "Sets the session cookies and answers Location: /api/user/{username}, the member's resource (older clients fetch the member from its last path segment).";

const message = z.object({ message: z.string().meta({ description: "The sentence to show the person." }) });
const signedIn = z.looseObject({ member: accountMemberShape });
const agentId = z.object({
  id: z.string().meta({ description: "The agent's id.", example: "300001" }),
});

export const legacySignUp = defineOperation({
  id: "legacySignUp",
  legacy: true,
  method: "POST",
  path: "/api/users",
  tag: TAG,
  summary: "Signs up: mails a confirmation link (the same answer whether or not the address has an account)",
  access: "public",
  body: signUpSchema,
  response: message,
  successStatus: 202,
  errors: ["BAD_INPUT", "FORBIDDEN", "RATE_LIMITED"],
  example: { body: { name: "Sam Citizen", email: "sam@example.com", password: "tram koala wattle" } },
});

export const legacySignIn = defineOperation({
  id: "legacySignIn",
  legacy: true,
  method: "POST",
  path: "/api/user/signin",
  tag: TAG,
  summary: "Signs in with e-mail and password",
  description: SIGNED_IN_NOTE,
  access: "public",
  body: signInSchema,
  response: signedIn,
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "RATE_LIMITED"],
  example: { body: { email: "sam@example.com", password: "tram koala wattle" } },
});

export const legacyTokenExchange = defineOperation({
  id: "legacyTokenExchange",
  legacy: true,
  method: "POST",
  path: "/api/user/tokenexchange",
  tag: TAG,
  summary: "Confirms an e-mail address with the token from its link, and signs in",
  description: SIGNED_IN_NOTE,
  access: "public",
  body: tokenExchangeSchema,
  response: signedIn,
  successStatus: 200,
  errors: ["BAD_INPUT", "FORBIDDEN"],
  example: { body: { type: "email-verification", token: "the-token-from-the-mailed-link" } },
});

export const legacySignOut = defineOperation({
  id: "legacySignOut",
  legacy: true,
  method: "POST",
  path: "/api/user/signout",
  tag: TAG,
  summary: "Signs out: ends this sign-in (its access tokens too) and clears the cookies. No body",
  access: "member",
  response: z.object({ ok: z.literal(true) }),
  successStatus: 200,
  errors: ["FORBIDDEN"],
  example: {},
});

export const legacyRefreshSession = defineOperation({
  id: "legacyRefreshSession",
  legacy: true,
  method: "POST",
  path: "/api/user/authcookies",
  tag: TAG,
  summary: "Refreshes the session from its refresh cookie: new cookies and the member. No body",
  description: "A 401 clears every session cookie.",
  access: "member",
  response: signedIn,
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  example: {},
});

export const legacyForgotPassword = defineOperation({
  id: "legacyForgotPassword",
  legacy: true,
  method: "POST",
  path: "/api/user/forgotpassword",
  tag: TAG,
  summary: "Mails a password reset link (the same answer for every address)",
  access: "public",
  body: forgotPasswordSchema,
  response: message,
  successStatus: 202,
  errors: ["BAD_INPUT", "FORBIDDEN", "RATE_LIMITED"],
  example: { body: { email: "sam@example.com" } },
});

export const legacyResetPassword = defineOperation({
  id: "legacyResetPassword",
  legacy: true,
  method: "POST",
  path: "/api/user/resetpassword",
  tag: TAG,
  summary: "Sets a new password with the token from the reset link, ends the other sessions, and signs in",
  description: SIGNED_IN_NOTE,
  access: "public",
  body: resetPasswordSchema,
  response: signedIn,
  successStatus: 200,
  errors: ["BAD_INPUT", "FORBIDDEN"],
  example: { body: { token: "the-token-from-the-mailed-link", password: "a new long passphrase" } },
});

export const legacySocialSignIn = defineOperation({
  id: "legacySocialSignIn",
  legacy: true,
  method: "POST",
  path: "/api/user/authenticatesocial",
  tag: TAG,
  summary: "Signs in with a social provider's one-time code (creating the account on first use)",
  description: `${SIGNED_IN_NOTE} The browser must have started the flow at /auth/signin/{provider} (its PKCE verifier and nonce travel in a cookie); \`created\` says whether the account is new.`,
  access: "public",
  body: socialSignInSchema,
  response: signedIn.extend({ created: z.boolean(), returnTo: z.string().nullable().optional() }),
  successStatus: 200,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN"],
  exampleNotReplayed:
    "the code comes from the provider's sign-in page; tests/e2e/auth-social.spec.ts signs in through a local stand-in provider",
  example: { body: { providerName: "google", authCode: "the-code-the-provider-sent-back" } },
});

export const legacyGetUser = defineOperation({
  id: "legacyGetUser",
  legacy: true,
  method: "GET",
  path: "/api/user/{username}",
  tag: TAG,
  summary: "A member's profile: me for the signed-in member's own record, or anyone's public profile by username",
  description:
    "E-mail and preferences appear only for the member themselves (and admins). Personal to the session, so never cached.",
  access: "member",
  params: z.object({
    username: z.string().meta({ description: "A username, or me.", example: "me" }),
  }),
  response: memberShape,
  errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { username: "me" } },
});

export const legacyAddAlert = defineOperation({
  id: "legacyAddAlert",
  legacy: true,
  method: "POST",
  path: "/api/user/alerts/listings",
  tag: TAG,
  summary: "Saves a search as an alert (201, Location: /api/v1/alert/{id})",
  access: "member",
  body: addAlertSchema,
  response: alertShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "CONFLICT"],
  example: { body: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency: "daily" } },
});

export const legacyFollowAgent = defineOperation({
  id: "legacyFollowAgent",
  legacy: true,
  method: "POST",
  path: "/api/agent/{id}/followers",
  tag: TAG,
  summary: "The signed-in member follows an agent (following twice is still following). No body",
  access: "member",
  params: agentId,
  response: z.object({ following: z.literal(true) }),
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"],
  example: { params: { id: "300001" } },
});

export const legacyUnfollowAgent = defineOperation({
  id: "legacyUnfollowAgent",
  legacy: true,
  method: "DELETE",
  path: "/api/agent/{id}/follower",
  tag: TAG,
  summary: "The signed-in member stops following an agent",
  access: "member",
  params: agentId,
  response: z.object({ following: z.literal(false) }),
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  example: { params: { id: "300001" } },
});

const locationSlug = z.object({
  slug: z.string().meta({
    description:
      "The place's slug (or its unique URI's form, /nsw/bondi-beach-2026/follow, which the site rewrites here).",
    example: "bondi-beach-nsw-2026",
  }),
});

export const legacyFollowLocation = defineOperation({
  id: "legacyFollowLocation",
  legacy: true,
  method: "POST",
  path: "/locations/{slug}/follow",
  tag: TAG,
  summary: "The signed-in member follows a suburb or street (following twice is still following). No body",
  access: "member",
  params: locationSlug,
  response: z.object({ following: z.literal(true) }),
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"],
  example: { params: { slug: "bondi-beach-nsw-2026" } },
});

export const legacyUnfollowLocation = defineOperation({
  id: "legacyUnfollowLocation",
  legacy: true,
  method: "POST",
  path: "/locations/{slug}/unfollow",
  tag: TAG,
  summary: "The signed-in member stops following a suburb or street. No body",
  access: "member",
  params: locationSlug,
  response: z.object({ following: z.literal(false) }),
  successStatus: 200,
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
  example: { params: { slug: "bondi-beach-nsw-2026" } },
});

export const legacyOperations: readonly ApiOperation[] = [
  legacySignUp,
  legacyTokenExchange,
  legacySignIn,
  legacySocialSignIn,
  legacyRefreshSession,
  legacySignOut,
  legacyForgotPassword,
  legacyResetPassword,
  legacyGetUser,
  legacyAddAlert,
  legacyFollowAgent,
  legacyUnfollowAgent,
  legacyFollowLocation,
  legacyUnfollowLocation,
];
