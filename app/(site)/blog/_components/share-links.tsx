import styles from "./blog.module.css";

/** Share links as plain addresses: no third-party scripts, nothing loads until a reader chooses one. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const targets = [
    { label: "Share by email", href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}` },
    { label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { label: "Share on X", href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}` },
    { label: "Share on LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading">Share this article</h2>
      <ul className={styles.share}>
        {targets.map((target) => (
          <li key={target.label}>
            <a
              href={target.href}
              rel="noopener noreferrer"
              target={target.href.startsWith("mailto:") ? undefined : "_blank"}
            >
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
