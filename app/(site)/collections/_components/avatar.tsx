import styles from "./avatar.module.css";

/** A contributor's picture, or their initials. */
export function Avatar({ name, url }: { name: string; url: string | null }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span className={styles.avatar} aria-hidden="true">
      {/* A plain img: member pictures are arbitrary https URLs (as in the member menu). */}
      {url ? <img src={url} alt="" width={32} height={32} /> : initials}
    </span>
  );
}
