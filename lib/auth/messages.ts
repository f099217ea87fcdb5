/**
 * User-facing auth messages. The first three are fixed product wording, so keep them verbatim:
 * the session-ended and user-info messages, and the social sign-in failure naming its provider.
 */
export const SESSION_ENDED_MESSAGE = "Your sign-in session has ended";
export const UNABLE_TO_RETRIEVE_USER_INFO = "Unable to retrieve user info";
export const unableToAuthenticateWith = (provider: string) => `unable to authenticate with ${provider}`;
export const SOCIAL_SIGN_IN_NEEDS_PROVIDER_AND_CODE = "Social sign-in needs a provider name and an auth code";

export const SIGN_IN_FAILED = "The e-mail address or password is incorrect";
export const SIGN_UP_ACCEPTED =
  "Thanks. We have sent a link to that address: open it to confirm your e-mail and finish signing up.";
export const FORGOT_PASSWORD_ACCEPTED =
  "If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for an hour.";
export const EMAIL_NOT_VERIFIED = "Please confirm your e-mail address first. We have sent you a new link.";
export const LINK_INVALID = "This link has expired or has already been used. Please ask for a new one.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a little and try again.";
export const CROSS_SITE_REFUSED = "Cross-site request refused";
export const SIGN_IN_REQUIRED = "Please sign in to do that";
export const NOT_ALLOWED = "You are not allowed to do that";
