"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { requestOperation } from "@/lib/graphql/client";
import { ReviewAgentDocument } from "@/lib/graphql/generated/documents/ReviewAgent";
import { WriteVendorReviewDocument } from "@/lib/graphql/generated/documents/WriteVendorReview";
import styles from "../agency.module.css";

/**
 * A member's review of the agent: a star rating and text. Rendered in the browser (the profile is
 * shared by the edge page cache); visitors get a link to sign in and come back. With a vendor's
 * link token it is the vendor's review instead: no sign-in, published as a verified vendor review.
 */
export function AgentReviewForm({
  agentId,
  name,
  profileUrl,
  vendorToken,
}: {
  agentId: string;
  name: string;
  profileUrl: string;
  vendorToken?: string;
}) {
  const member = useStoredMember();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!member && vendorToken === undefined) {
    return (
      <p>
        <Link href={signInPathFor(profileUrl, "review-agent")}>Sign in to review {name}</Link>
      </p>
    );
  }
  if (done)
    return (
      <p role="status" data-testid="review-thanks">
        Thank you: your review of {name} is published.
        {vendorToken !== undefined && (
          <>
            {" "}
            <Link href={profileUrl}>See it on {name}&apos;s profile</Link>
          </>
        )}
      </p>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result =
        vendorToken === undefined
          ? (await requestOperation(ReviewAgentDocument, { input: { agentId, rating, body } })).reviewAgent
          : (await requestOperation(WriteVendorReviewDocument, { input: { token: vendorToken, rating, body } }))
              .writeVendorReview;
      if (result.ok) setDone(true);
      else setError(result.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.reviewForm} data-testid="review-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Review {name}</h3>
      <fieldset>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />{" "}
            {value} {value === 1 ? "star" : "stars"}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-body`}>Your review</label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={5}
        maxLength={2000}
        required
      />
      <button type="submit" className={styles.button} disabled={pending}>
        Publish review
      </button>
      <p role="alert" data-testid="review-error">
        {error}
      </p>
    </form>
  );
}
