"use client";

import { useEffect, useRef, useState } from "react";
import { AuthCallError, memberFromSignIn, postAuth } from "@/lib/session/client/auth-api";
import { SOCIAL_CALLBACK_GUARD_MS } from "@/lib/auth/lifetimes";
import { UNABLE_TO_RETRIEVE_USER_INFO, unableToAuthenticateWith } from "@/lib/auth/messages";
import type { AccountMember } from "@/lib/services/members/member";

const CALLBACK_PARAMS = ["providerName", "authCode", "authError"];

/** Body errors concatenated, else the error's message, else 'unable to authenticate with {provider}'. */
function socialFailureMessage(error: unknown, label: string): string {
  if (error instanceof AuthCallError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return unableToAuthenticateWith(label);
}

/**
 * A callback carrying providerName and authCode is handled once: the code is
 * exchanged for the member, then the callback parameters are removed from the address. The
 * guard resets after 1000 ms. An auth error passed in shows 'unable to authenticate with {provider}'.
 */
export function useSocialCallback(
  onMember: (member: AccountMember, created: boolean, provider: string, returnTo: string) => void,
  labels: Record<string, string>,
) {
  const handling = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const providerName = url.searchParams.get("providerName");
    const authCode = url.searchParams.get("authCode");
    const authError = url.searchParams.get("authError");
    if (!providerName || handling.current) return;
    handling.current = true;
    // Only configured providers are named: the address is anyone's to write, so no text from it is shown.
    const label = labels[providerName] ?? "that provider";
    const removeParams = () => {
      for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
      window.history.replaceState(
        window.history.state,
        "",
        url.pathname + (url.search === "?" ? "" : url.search) + url.hash,
      );
    };
    const run = async () => {
      // A refused or failed callback (provider denied, state mismatch, flow expired): "unable to
      // authenticate with {provider}", never the text in the address (a crafted link could
      // otherwise put words on our page).
      if (authError !== null || !authCode) throw new AuthCallError(401, unableToAuthenticateWith(label));
      const response = await postAuth(
        "/api/user/authenticatesocial",
        { providerName, authCode },
        unableToAuthenticateWith(label),
      );
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { created?: boolean; returnTo?: string };
      const member = await memberFromSignIn(response);
      if (!member) {
        console.warn(UNABLE_TO_RETRIEVE_USER_INFO);
        throw new Error(unableToAuthenticateWith(label));
      }
      removeParams();
      onMember(member, body.created === true, providerName, body.returnTo ?? "/");
    };
    run()
      .catch((caught: unknown) => {
        removeParams();
        setError(socialFailureMessage(caught, label));
      })
      .finally(() => {
        window.setTimeout(() => {
          handling.current = false;
        }, SOCIAL_CALLBACK_GUARD_MS);
      });
  }, [onMember, labels]);
  return error;
}
