import styles from "./community.module.css";

/** A rating out of 5 as stars, with the number as the text a screen reader reads. */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span>
      <span aria-hidden="true" className={styles.stars}>
        {"★".repeat(full)}
        {"☆".repeat(5 - full)}
      </span>{" "}
      <span>
        {label ? `${label}: ` : ""}
        {Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5
      </span>
    </span>
  );
}
