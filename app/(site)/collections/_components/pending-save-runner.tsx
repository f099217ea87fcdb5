"use client";

import { usePendingSave } from "@/app/_components/saved-homes/saved-state";

/** Finishes a save asked for before sign-in when the member lands here instead of on a results page. */
export function PendingSaveRunner() {
  usePendingSave();
  return null;
}
