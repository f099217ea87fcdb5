/**
 * Set (readable, one minute) when a refresh that ran outside the page (middleware, a route)
 * ended without an access token, so the page shows 'Your sign-in session has ended' once
 * and then deletes it.
 */
export const SESSION_ENDED_COOKIE = "hf_session_ended";
