"use client";

import { useFlag } from "@/lib/flags/react";
import styles from "../agency.module.css";

/**
 * The agent's awards, shown only while the awardWinners flag is on. The flag is read from the
 * request's flag sources, which the edge page cache keys on, so a cached profile never shows
 * awards to a visitor whose flags hide them.
 */
export function AgentAwards({ name, awards }: { name: string; awards: { year: number; title: string }[] }) {
  const on = useFlag("awardWinners");
  if (!on || awards.length === 0) return null;
  return (
    <section aria-labelledby="agent-awards" className={styles.section} data-testid="agent-awards">
      <h2 id="agent-awards">Awards</h2>
      <ul aria-label={`Awards won by ${name}`}>
        {awards.map((award) => (
          <li key={`${award.year}-${award.title}`}>
            {award.year}: {award.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
