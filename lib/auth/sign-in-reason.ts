/**
 * Why a visitor was sent to sign in: the member-only action they tried. The sign-in and sign-up
 * pages say it ("Sign in to save this home"), so the person knows what the account is for and
 * that they will come back to it. The address carries only a key from this closed list, never
 * the words themselves: a crafted link cannot put its own text on our page.
 */
const ACTIONS = {
  "save-home": "save this home",
  "save-search": "save this search",
  "follow-agent": "follow this agent",
  "follow-location": "follow this place",
  "follow-question": "follow this question",
  ask: "ask a question",
  answer: "answer this question",
  "review-agent": "review this agent",
  "review-location": "review this place",
  invite: "join the collection you were invited to",
  collections: "see your collections",
} as const;

export type SignInReason = keyof typeof ACTIONS;

export function parseSignInReason(value: unknown): SignInReason | null {
  return typeof value === "string" && Object.hasOwn(ACTIONS, value) ? (value as SignInReason) : null;
}

export function signInReasonText(reason: SignInReason): string {
  return `Sign in to ${ACTIONS[reason]}`;
}

export function signUpReasonText(reason: SignInReason): string {
  return `Create an account to ${ACTIONS[reason]}`;
}
