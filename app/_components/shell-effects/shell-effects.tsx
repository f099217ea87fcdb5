"use client";

import { useKeyboardNavMode } from "./use-keyboard-nav-mode";
import { useUnregisterServiceWorkers } from "./use-unregister-service-workers";
import { useVersionCheck, type VersionCheckOptions } from "./use-version-check";

/** The shell's browser-only behaviours, in one small island that renders nothing. */
export function ShellEffects(props: VersionCheckOptions) {
  useKeyboardNavMode();
  useUnregisterServiceWorkers();
  useVersionCheck(props);
  return null;
}
