"use client";

/**
 * Before authentication a sign-up or login mode, type and position are stored;
 * after success a login or sign_up event is sent and the stored values are cleared. Sign-up by a
 * non-email method counts as social sign-up. Kept in sessionStorage: it must survive the round
 * trip to a social provider but not outlive the tab.
 */
export const AUTH_INTENT_KEY = "auth-intent";

export type AuthMode = "login" | "sign_up";
export interface AuthIntent {
  mode: AuthMode;
  /** "email", or the social provider's name. */
  type: string;
  /** Where on the page the person started (header, sign-in page, a gated action). */
  position: string;
}

export function storeAuthIntent(intent: AuthIntent): void {
  try {
    window.sessionStorage.setItem(AUTH_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Analytics only: nothing to do without storage.
  }
}

function takeAuthIntent(): AuthIntent | null {
  try {
    const text = window.sessionStorage.getItem(AUTH_INTENT_KEY);
    window.sessionStorage.removeItem(AUTH_INTENT_KEY);
    return text ? (JSON.parse(text) as AuthIntent) : null;
  } catch {
    return null;
  }
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Sends login or sign_up with the stored mode, type and position, then forgets them.
 * `createdAccount` marks a social sign-in that created the account: that is a (social) sign-up.
 */
export function sendAuthEvent(userId: string, fallback: AuthIntent, createdAccount = false): AuthIntent {
  const stored = takeAuthIntent() ?? fallback;
  const type = stored.type || fallback.type;
  const mode: AuthMode = createdAccount
    ? "sign_up"
    : type !== "email" && stored.mode === "sign_up"
      ? "sign_up"
      : stored.mode;
  const event = { event: mode, method: type, mode, type, position: stored.position, social: type !== "email", userId };
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
  return { mode, type, position: stored.position };
}
