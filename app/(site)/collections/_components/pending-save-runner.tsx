"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { usePendingSave } from "@/app/_components/saved-homes/saved-state";

/**
 * Finishes a save asked for before sign-in when the member lands here instead of on a results
 * page. The list above was rendered before that save, so it is read again once the save is in.
 */
export function PendingSaveRunner() {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  usePendingSave(refresh);
  return null;
}
