"use client";

import { sendAuthEvent, type AuthIntent } from "@/lib/session/client/auth-intent";
import { storeMember } from "@/lib/session/client/member-store";
import type { AccountMember } from "@/lib/services/members/member";

/** After any successful sign-in: store the member (their viewed/enquired lists follow), send the analytics event. */
export function completeSignIn(member: AccountMember, fallback: AuthIntent, createdAccount = false): void {
  storeMember(member);
  sendAuthEvent(member.id, fallback, createdAccount);
}
