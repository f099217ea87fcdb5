import type { Metadata } from "next";
import Link from "next/link";
import { PRIMARY_NAV } from "@/lib/ui/navigation";
import { ErrorView } from "./_components/error-view/error-view";
import styles from "./_components/not-found.module.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// Searches people most often meant; the agent finder rounds out the list.
const SUGGESTED = PRIMARY_NAV.filter((item) => ["buy", "rent", "sold", "agent-finder"].includes(item.section));

/** The product's 404 page (Next sends the status). */
export default function NotFound() {
  return (
    <div className="container">
      <ErrorView
        title="Sorry, we can’t find that page"
        message="It may have moved, or the listing may no longer be on the market."
      />
      <nav aria-label="Popular searches" className={styles.suggestions}>
        <ul>
          {SUGGESTED.map((item) => (
            <li key={item.section}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
