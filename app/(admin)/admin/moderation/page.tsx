import type { Metadata } from "next";
import { getModerationQueue } from "@/lib/services/community/moderation";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";
import { moderateAction } from "./actions";

export const metadata: Metadata = { title: "Moderation", robots: { index: false } };

/**
 * Reported posts: held ones (out of sight of visitors since enough members reported them) first.
 * Each decision needs a reason, which the audit trail keeps with the change.
 */
export default async function AdminModeration({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("moderation");
  const queue = await getModerationQueue(workerPlatformContext(), viewer);
  return (
    <AdminFrame title="Moderation" viewer={viewer} outcome={await outcomeOf(searchParams)}>
      {queue.length === 0 ? (
        <p>No reported posts.</p>
      ) : (
        <ol style={{ display: "grid", gap: "1rem", padding: 0, listStyle: "none" }}>
          {queue.map((post) => (
            <li
              key={`${post.postType}-${post.id}`}
              data-testid="moderation-item"
              style={{ borderBottom: "1px solid #ccc", paddingBottom: "1rem" }}
            >
              <p>
                <strong>
                  {post.postType} {post.id}
                </strong>{" "}
                by {post.authorName}, {formatWhen(post.createdAt)}: {post.reportCount}{" "}
                {post.reportCount === 1 ? "report" : "reports"}, {post.visibility === "held" ? "held" : "still visible"}
              </p>
              <p style={{ whiteSpace: "pre-line" }}>{post.text}</p>
              <form action={moderateAction} style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
                <input type="hidden" name="postType" value={post.postType} />
                <input type="hidden" name="postId" value={post.id} />
                <label>
                  Reason <input name="reason" required minLength={3} maxLength={500} />
                </label>
                <button type="submit" name="action" value="restore">
                  Restore
                </button>
                <button type="submit" name="action" value="hide">
                  Hide
                </button>
                <button type="submit" name="action" value="remove">
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ol>
      )}
    </AdminFrame>
  );
}
