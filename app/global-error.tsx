"use client";

import { useEffect } from "react";
import { PRODUCT_NAME } from "@/lib/ui/brand";
import { reportRenderError } from "@/lib/observability/browser-reports";
import { errorReport } from "@/lib/ui/error-report";
import { DEFAULT_ERROR_TITLE, ErrorView } from "./_components/error-view/error-view";
import "./globals.css";

/** A rendering error in the root layout itself: replaces the whole document, so it brings its own. */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => reportRenderError(error), [error]);
  const { detail, stack } = errorReport(error);
  return (
    <html lang="en-AU">
      <body>
        <title>{`${DEFAULT_ERROR_TITLE} | ${PRODUCT_NAME}`}</title>
        <main id="main">
          <ErrorView reload detail={detail} stack={stack} />
        </main>
      </body>
    </html>
  );
}
