"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from "@/lib/ui/brand";

export interface SupportContact {
  phone: string;
  email: string;
}

const SupportContactContext = createContext<SupportContact>({
  phone: DEFAULT_SUPPORT_PHONE,
  email: DEFAULT_SUPPORT_EMAIL,
});

/**
 * Hands the configured support contact (server settings) to client components such as the error
 * view. Outside it, as in global-error which replaces the root layout, the defaults apply.
 */
export function SupportContactProvider({ contact, children }: { contact: SupportContact; children: ReactNode }) {
  return <SupportContactContext value={contact}>{children}</SupportContactContext>;
}

export function useSupportContact(): SupportContact {
  return useContext(SupportContactContext);
}
