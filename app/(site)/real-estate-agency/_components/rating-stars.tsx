import styles from "../agency.module.css";

/** A rating out of 5 as stars, with the number as the accessible text. */
export function RatingStars({ rating, count }: { rating: number | null; count?: number }) {
  if (rating === null) return <span className={styles.muted}>No reviews yet</span>;
  const full = Math.round(rating);
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        {"★".repeat(full)}
        {"☆".repeat(5 - full)}
      </span>{" "}
      <span>
        {rating.toFixed(1)} out of 5{count !== undefined && ` from ${count} ${count === 1 ? "review" : "reviews"}`}
      </span>
    </span>
  );
}
