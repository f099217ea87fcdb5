import Link from "next/link";

/**
 * Previous / next links for a list paged by `?page=` (server-rendered, so they work without
 * script): the Q&A lists and the agent and agency finders.
 */
export function Pager({
  page,
  pageCount,
  hrefOf,
  label = "Pages",
  className,
  nextTestId,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  /** The navigation's accessible name, when a page has more than one list. */
  label?: string;
  className?: string;
  nextTestId?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      {page > 1 && (
        <Link href={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount && (
        <Link href={hrefOf(page + 1)} rel="next" data-testid={nextTestId}>
          Next
        </Link>
      )}
    </nav>
  );
}
