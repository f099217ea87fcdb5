import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { FeedKeysPanel } from "@/app/_feeds/feed-keys-panel";
import { FeedRunsTable } from "@/app/_feeds/feed-runs-table";
import { FEEDS_HUB_PATH, feedOfficePath } from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { officeFeedKeys, officeFeedRuns } from "@/lib/services/feeds/office-feeds";
import { requestContext } from "@/lib/services/request-context";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { getViewer } from "@/lib/session/server/viewer";
import feeds from "@/app/_feeds/feeds.module.css";
import styles from "../../agent-hub.module.css";

export const metadata: Metadata = { title: "Listing feeds", robots: { index: false } };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * An office's listing feeds in the hub: its recent runs for everyone in the office (each with its
 * report), and for its principal and admins the feed codes and keys as on the admin site.
 */
export default async function OfficeFeedsPage({
  params,
  searchParams,
}: {
  params: Promise<{ officeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const officeId = Number((await params).officeId);
  if (!Number.isSafeInteger(officeId) || officeId <= 0) notFound();
  const member = await getViewer();
  if (!member) redirect(signInPathFor(feedOfficePath(officeId)));
  const staff = await getStaffViewer();
  const query = await searchParams;
  const ctx = requestContext();
  const runs = await officeFeedRuns(ctx, { member, staff }, officeId, one(query.before));
  if (!runs.ok && runs.code === "NOT_FOUND") notFound();
  if (!runs.ok) {
    return (
      <div className={styles.page}>
        <h1>Listing feeds</h1>
        <p role="alert" className={styles.error}>
          {runs.message}
        </p>
        <p>
          <Link href={FEEDS_HUB_PATH}>Your office&apos;s listing feeds</Link>
        </p>
      </div>
    );
  }
  const keys = runs.reader === "agent" ? null : await officeFeedKeys(ctx, staff, officeId);
  const done = one(query.done);
  const error = one(query.error);
  return (
    <div className={feeds.page} data-testid="office-feeds">
      <h1>{runs.office.name}: listing feeds</h1>
      <p>
        <Link href={FEEDS_HUB_PATH}>All your offices&apos; feeds</Link>
      </p>
      {error ? (
        <p role="alert" className={styles.error} data-testid="feeds-error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" data-testid="feeds-done">
          {done}
        </p>
      ) : null}
      <section aria-labelledby="feed-runs">
        <h2 id="feed-runs">Feed runs</h2>
        <p className={styles.muted}>
          Each upload of the office&apos;s REAXML file, newest first, in the office&apos;s time. Open one to see what
          happened to each listing and what to fix.
        </p>
        <FeedRunsTable data={runs} />
        {runs.older ? (
          <p>
            <Link href={`${feedOfficePath(officeId)}?${new URLSearchParams({ before: runs.older })}`} rel="next">
              Older runs
            </Link>
          </p>
        ) : null}
      </section>
      {keys?.ok ? <FeedKeysPanel data={keys} screen="hub" /> : null}
    </div>
  );
}
