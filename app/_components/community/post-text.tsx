import { textParts } from "@/lib/community/post-text";
import styles from "./community.module.css";

/**
 * What a member wrote, as text. React escapes every part; web addresses become links only for
 * authors past their first week (`linksAllowed`), with a checked http(s) href, `nofollow ugc` and
 * no referrer or opener.
 */
export function PostText({ text, linksAllowed, testId }: { text: string; linksAllowed: boolean; testId?: string }) {
  return (
    <p className={styles.text} data-testid={testId}>
      {textParts(text, linksAllowed).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
