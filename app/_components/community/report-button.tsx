"use client";

import { useId, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import { ReportPostDocument } from "@/lib/graphql/generated/documents/ReportPost";
import { TEXT_LIMITS } from "@/lib/community/limits";
import styles from "./community.module.css";

type PostType = "review" | "question" | "answer" | "comment" | "agentReview";

/** Report a post to the moderators, with an optional reason; once per member (members only). */
export function ReportButton({ postType, postId }: { postType: PostType; postId: string }) {
  const member = useStoredMember();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { reportPost } = await requestOperation(ReportPostDocument, { postType, postId, reason });
      setMessage(
        reportPost.ok
          ? "Thank you: the moderators will look at it."
          : (reportPost.error?.message ?? "Something went wrong"),
      );
      if (reportPost.ok) setOpen(false);
    } catch {
      setMessage("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  if (!member) return null;
  if (message && !open)
    return (
      <span role="status" data-testid="report-status">
        {message}
      </span>
    );
  if (!open)
    return (
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Report
      </button>
    );
  return (
    <form onSubmit={send} className={styles.actions} data-testid="report-form">
      <label htmlFor={`${id}-reason`}>What is wrong with it? (optional)</label>
      <input
        id={`${id}-reason`}
        type="text"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={TEXT_LIMITS.reportReason.max}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        Send report
      </button>
      <button type="button" className={styles.button} onClick={() => setOpen(false)}>
        Cancel
      </button>
      {message && <span role="alert">{message}</span>}
    </form>
  );
}
