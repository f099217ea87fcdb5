"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { resultsViewOf, withResultsView, type ResultsView } from "@/lib/search/results-view";
import styles from "./list-map-toggle.module.css";

const VIEWS: { view: ResultsView; label: string }[] = [
  { view: "list", label: "List" },
  { view: "map", label: "Map" },
];

/**
 * Switches the results between list and map by changing `view` in the URL. Links, so it works
 * before hydration and without JavaScript; `replace` because a view is not a new search, so
 * Back leaves the search instead of flipping views.
 */
export function ListMapToggle() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = resultsViewOf(searchParams);
  const query = searchParams.toString();
  const here = query ? `${pathname}?${query}` : pathname;
  return (
    <div role="group" aria-label="Show results as" className={styles.toggle}>
      {VIEWS.map(({ view, label }) => (
        <Link
          key={view}
          href={withResultsView(here, view)}
          replace
          scroll={false}
          prefetch={false}
          className={styles.option}
          aria-current={view === current ? "true" : undefined}
          data-testid={`results-view-${view}`}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}
