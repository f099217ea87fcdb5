import Link from "next/link";
import styles from "../../real-estate-agency/agency.module.css";

/** Agents or agencies: the two finders, one link each, the current one marked for assistive tech. */
export function FinderTabs({ current }: { current: "agents" | "agencies" }) {
  return (
    <nav aria-label="Find agents or agencies" className={styles.finderTabs}>
      <Link href="/agents" aria-current={current === "agents" ? "page" : undefined}>
        Agents
      </Link>
      <Link
        href="/agents/agencies"
        aria-current={current === "agencies" ? "page" : undefined}
        data-testid="finder-tab-agencies"
      >
        Agencies
      </Link>
    </nav>
  );
}
