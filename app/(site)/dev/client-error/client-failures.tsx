"use client";

import { useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { AlertsDocument } from "@/lib/graphql/generated/documents/Alerts";
import { DeliberateFailureDocument } from "@/lib/graphql/generated/documents/DeliberateFailure";

/** Throws while rendering once asked to: the error view catches it and reports it. */
function BreakingPart({ broken }: { broken: boolean }) {
  if (broken) throw new Error("Deliberate client component failure");
  return <p>This part renders.</p>;
}

export function ClientFailures() {
  const [broken, setBroken] = useState(false);
  const [outcome, setOutcome] = useState("");
  const settle = (call: Promise<unknown>) =>
    call.then(
      () => setOutcome("The data call answered."),
      (error: unknown) =>
        setOutcome(`The data call failed: ${error instanceof Error ? error.message.slice(0, 80) : ""}`),
    );
  // A query refused as bad input: tried again 3 times under the client data rules, then reported.
  const failDataCall = () =>
    settle(requestOperation(DeliberateFailureDocument, { note: "x".repeat(2000) as unknown as number }));
  // A member-only query asked by a visitor: refused as signed out (401), so never tried again.
  const askSignedOut = () => settle(requestOperation(AlertsDocument, {}));
  return (
    <>
      <BreakingPart broken={broken} />
      <button type="button" onClick={() => setBroken(true)}>
        Break this component
      </button>
      <button type="button" onClick={failDataCall}>
        Fail a data call
      </button>
      <button type="button" onClick={askSignedOut}>
        Ask for member data signed out
      </button>
      <p role="status">{outcome}</p>
    </>
  );
}
