"use client";

import { useState } from "react";

/**
 * Copies a text the page shows once (a new feed key). Says what happened in a status line; when the
 * browser refuses the clipboard, the person selects the text and copies it themselves.
 */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Copied.");
    } catch {
      setStatus("Your browser did not allow copying: select the key and copy it.");
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={copy}>
        {label}
      </button>{" "}
      <span role="status">{status}</span>
    </>
  );
}
