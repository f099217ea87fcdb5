"use client";

import { useEffect } from "react";
import { reportRenderError } from "@/lib/observability/browser-reports";
import { errorReport } from "@/lib/ui/error-report";
import { ErrorView } from "./_components/error-view/error-view";

/** A rendering error inside the root layout: the error view with Reload, header and footer kept. */
export default function RouteError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => reportRenderError(error), [error]);
  const { detail, stack } = errorReport(error);
  return <ErrorView reload detail={detail} stack={stack} />;
}
