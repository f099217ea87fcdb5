import type { Metadata } from "next";
import Link from "next/link";
import { requestContext } from "@/lib/services/request-context";
import { searchFeedOffices } from "@/lib/services/feeds/office-feeds";
import { roleAllowing } from "@/lib/staff/roles";
import { AdminFrame } from "../_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";

export const metadata: Metadata = { title: "Feed keys", robots: { index: false } };

/**
 * /admin/feeds: choose the office whose feed codes and keys to manage. Admins search every office
 * by name, page address or id; a principal sees the offices they run.
 */
export default async function FeedOfficesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("office");
  const params = await searchParams;
  const term = typeof params.q === "string" ? params.q : "";
  const admin = roleAllowing(viewer.grants, "office") === "admin";
  const found = await searchFeedOffices(requestContext(), viewer, admin ? term : "");
  const outcome = await outcomeOf(searchParams);
  return (
    <AdminFrame title="Feed keys" viewer={viewer} outcome={found.ok ? outcome : { ...outcome, error: found.message }}>
      <p>
        An agency&apos;s software posts its REAXML listings with a feed key, for the offices the key names. Choose an
        office to see its feed codes and keys, issue a key or revoke one.
      </p>
      {admin ? (
        <form
          action="/admin/feeds"
          method="get"
          role="search"
          style={{ display: "flex", gap: "0.5rem", alignItems: "end" }}
        >
          <label>
            Office name or id <input name="q" defaultValue={term} maxLength={80} required />
          </label>
          <button type="submit">Find offices</button>
        </form>
      ) : null}
      {found.ok && (term || !admin) ? (
        found.offices.length === 0 ? (
          <p role="status">No office matches “{term}”.</p>
        ) : (
          <ul data-testid="feed-office-results">
            {found.offices.map((office) => (
              <li key={office.id}>
                <Link href={`/admin/feeds/${office.id}`}>{office.name}</Link> ({office.stateCode}, id {office.id})
              </li>
            ))}
          </ul>
        )
      ) : null}
    </AdminFrame>
  );
}
