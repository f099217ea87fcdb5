"use client";

import { useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import { DeliberateFailureDocument } from "@/lib/graphql/generated/operations";

/** Throws while rendering once asked to: the error view catches it and reports it. */
function BreakingPart({ broken }: { broken: boolean }) {
  if (broken) throw new Error("Deliberate client component failure");
  return <p>This part renders.</p>;
}

export function ClientFailures() {
  const [broken, setBroken] = useState(false);
  const [outcome, setOutcome] = useState("");
  const failDataCall = () => {
    requestOperation(DeliberateFailureDocument, { note: "x".repeat(2000) as unknown as number }).then(
      () => setOutcome("The data call answered."),
      (error: unknown) =>
        setOutcome(`The data call failed: ${error instanceof Error ? error.message.slice(0, 80) : ""}`),
    );
  };
  return (
    <>
      <BreakingPart broken={broken} />
      <button type="button" onClick={() => setBroken(true)}>
        Break this component
      </button>
      <button type="button" onClick={failDataCall}>
        Fail a data call
      </button>
      <p role="status">{outcome}</p>
    </>
  );
}
