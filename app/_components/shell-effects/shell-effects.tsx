"use client";

import { useEffect } from "react";
import { useErrorReporting } from "./use-error-reporting";
import { useKeyboardNavMode } from "./use-keyboard-nav-mode";
import { usePageUse } from "./use-page-use";
import { useTabFocusInView } from "./use-tab-focus-in-view";
import { useUnregisterServiceWorkers } from "./use-unregister-service-workers";
import { useVersionCheck, type VersionCheckOptions } from "./use-version-check";

/** The shell's browser-only behaviours, in one small island that renders nothing. */
export function ShellEffects(props: VersionCheckOptions) {
  useErrorReporting();
  useKeyboardNavMode();
  useTabFocusInView();
  usePageUse();
  useUnregisterServiceWorkers();
  useVersionCheck(props);
  // Marks the page interactive (hydrated, shell listeners attached): browser tests wait for it
  // instead of racing hydration.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  return null;
}
