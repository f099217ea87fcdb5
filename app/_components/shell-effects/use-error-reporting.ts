import { useEffect } from "react";
import { readStoredMember } from "@/lib/session/client/member-store";
import { identifyReportingMember, reportClientError } from "@/lib/observability/browser-reports";

/**
 * The page's last line of error reporting: scripts' uncaught errors and unhandled promise
 * rejections are reported (lib/observability/browser-reports.ts; an error already reported where it
 * happened is not sent again), with the stored member's id when someone is signed in.
 */
export function useErrorReporting() {
  useEffect(() => {
    identifyReportingMember(() => readStoredMember()?.id);
    const onError = (event: ErrorEvent) => {
      // Errors of other origins' scripts arrive as "Script error." without details: nothing to act on.
      if (event.error !== undefined && event.error !== null) reportClientError(event.error, { action: "script" });
    };
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason, { action: "promise" });
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
