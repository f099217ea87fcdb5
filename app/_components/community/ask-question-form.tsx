"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { requestOperation } from "@/lib/graphql/client";
import { AskQuestionDocument } from "@/lib/graphql/generated/documents/AskQuestion";
import { TEXT_LIMITS } from "@/lib/community/limits";
import styles from "./community.module.css";

/** Ask the locals about a place; the new question's page opens once it is posted. */
export function AskQuestionForm({ locationId, returnTo }: { locationId: string; returnTo: string }) {
  const member = useStoredMember();
  const router = useRouter();
  const id = useId();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!member)
    return (
      <p>
        <Link href={signInPathFor(returnTo, "ask")}>Sign in to ask a question</Link>
      </p>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { askQuestion } = await requestOperation(AskQuestionDocument, { input: { locationId, title, body } });
      if (askQuestion.ok && askQuestion.question) router.push(askQuestion.question.uri);
      else {
        setError(askQuestion.error?.message ?? "Something went wrong");
        setPending(false);
      }
    } catch {
      setError("Something went wrong. Please try again.");
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} data-testid="ask-form">
      <label htmlFor={`${id}-title`}>Your question</label>
      <input
        id={`${id}-title`}
        type="text"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={TEXT_LIMITS.questionTitle.max}
        required
      />
      <label htmlFor={`${id}-body`}>Details (optional)</label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={4}
        maxLength={TEXT_LIMITS.questionBody.max}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        Ask the locals
      </button>
      {error && (
        <p role="alert" data-testid="ask-error">
          {error}
        </p>
      )}
    </form>
  );
}
