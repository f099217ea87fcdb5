/** What the error view may show and send about a caught rendering error. */
export interface ErrorReport {
  /** On screen: the reference support can match in server logs. */
  detail?: string;
  /** Only in the feedback e-mail. */
  stack?: string;
}

/**
 * Next hands error boundaries `unknown`: server errors arrive redacted with a `digest` (the
 * reference to quote), client errors may be any thrown value.
 */
export function errorReport(error: unknown): ErrorReport {
  if (!(error instanceof Error)) return {};
  const digest = "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  return {
    detail: digest ? `Error reference: ${digest}` : undefined,
    stack: error.stack,
  };
}
