"use client";

import { useEffect, useId, useState } from "react";
import { requestOperation } from "@/lib/graphql/client";
import type { ReviewerKind } from "@/lib/graphql/generated/operations";
import { MyLocationReviewDocument } from "@/lib/graphql/generated/documents/MyLocationReview";
import { WriteLocationReviewDocument } from "@/lib/graphql/generated/documents/WriteLocationReview";
import { TEXT_LIMITS } from "@/lib/community/limits";
import { REVIEW_FACTORS, REVIEWER_KIND_LABELS, type ReviewFactorKey } from "@/lib/community/review-factors";
import styles from "./community.module.css";

type FactorRatings = Partial<Record<ReviewFactorKey, number>>;

/** A member's review of a place: written once, edited after (the form loads their review). */
export function LocationReviewForm({
  locationId,
  name,
  onSaved,
}: {
  locationId: string;
  name: string;
  onSaved: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<ReviewerKind | "">("");
  const [rating, setRating] = useState(0);
  const [factors, setFactors] = useState<FactorRatings>({});
  const [loves, setLoves] = useState("");
  const [considerations, setConsiderations] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    requestOperation(MyLocationReviewDocument, { locationId })
      .then(({ myLocationReview: mine }) => {
        if (!live || !mine) return;
        setEditing(true);
        setKind(mine.reviewerKind);
        setRating(mine.rating);
        setFactors(Object.fromEntries(mine.factors.map((factor) => [factor.key, factor.rating])));
        setLoves(mine.loves);
        setConsiderations(mine.considerations);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locationId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!kind) return setError("Say whether you are a local, a visitor or an agent");
    setPending(true);
    setError(null);
    setSaved(null);
    try {
      const { writeLocationReview } = await requestOperation(WriteLocationReviewDocument, {
        input: { locationId, reviewerKind: kind, rating, ...factors, loves, considerations },
      });
      if (writeLocationReview.ok) {
        setSaved(editing ? `Your review of ${name} is updated.` : `Thank you: your review of ${name} is published.`);
        setEditing(true);
        onSaved();
      } else setError(writeLocationReview.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} data-testid="location-review-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{editing ? `Edit your review of ${name}` : `Review ${name}`}</h3>
      <fieldset>
        <legend>You are</legend>
        {(Object.keys(REVIEWER_KIND_LABELS) as ReviewerKind[]).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-kind`} checked={kind === value} onChange={() => setKind(value)} />
            {value === "local" ? "A local" : value === "visitor" ? "A visitor" : "An agent"}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Overall rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-rating`} checked={rating === value} onChange={() => setRating(value)} />
            {value} {value === 1 ? "star" : "stars"}
          </label>
        ))}
      </fieldset>
      {REVIEW_FACTORS.map((factor) => (
        <label key={factor.key}>
          {factor.label} (optional){" "}
          <select
            value={factors[factor.key] ?? 0}
            onChange={(e) => setFactors({ ...factors, [factor.key]: Number(e.target.value) || undefined })}
          >
            <option value={0}>Not rated</option>
            {[1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {value} {value === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label htmlFor={`${id}-loves`}>What you love</label>
      <textarea
        id={`${id}-loves`}
        value={loves}
        onChange={(e) => setLoves(e.target.value)}
        rows={4}
        maxLength={TEXT_LIMITS.reviewLoves.max}
        required
      />
      <label htmlFor={`${id}-considerations`}>What to consider (optional)</label>
      <textarea
        id={`${id}-considerations`}
        value={considerations}
        onChange={(e) => setConsiderations(e.target.value)}
        rows={3}
        maxLength={TEXT_LIMITS.reviewConsiderations.max}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {editing ? "Update review" : "Publish review"}
      </button>
      <p role="alert" data-testid="location-review-error">
        {error}
      </p>
      <p role="status" data-testid="location-review-saved">
        {saved}
      </p>
    </form>
  );
}
