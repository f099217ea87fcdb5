import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FeedKeysPanel } from "@/app/_feeds/feed-keys-panel";
import { feedOfficePath } from "@/lib/agents/hub-urls";
import { officeFeedKeys } from "@/lib/services/feeds/office-feeds";
import { requestContext } from "@/lib/services/request-context";
import { AdminFrame } from "../../_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "../../_components/outcome";
import { requireStaffPage } from "../../require-staff";

export const metadata: Metadata = { title: "Office feed keys", robots: { index: false } };

/** /admin/feeds/{officeId}: the office's feed codes and keys; issue one (shown once) or revoke one. */
export default async function OfficeFeedKeysPage({
  params,
  searchParams,
}: {
  params: Promise<{ officeId: string }>;
  searchParams: AdminSearchParams;
}) {
  const viewer = await requireStaffPage("office");
  const officeId = Number((await params).officeId);
  if (!Number.isSafeInteger(officeId) || officeId <= 0) notFound();
  const result = await officeFeedKeys(requestContext(), viewer, officeId);
  if (!result.ok && result.code === "NOT_FOUND") notFound();
  const outcome = await outcomeOf(searchParams);
  if (!result.ok) {
    return (
      <AdminFrame title="Office feed keys" viewer={viewer} outcome={{ error: result.message }}>
        <p>
          <Link href="/admin/feeds">Choose another office</Link>
        </p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={`${result.office.name}: feed keys`} viewer={viewer} outcome={outcome}>
      <p>
        <Link href="/admin/feeds">Choose another office</Link> ·{" "}
        <Link href={feedOfficePath(officeId)}>The office&apos;s feed runs (in the agent hub)</Link>
      </p>
      <FeedKeysPanel data={result} screen="admin" />
    </AdminFrame>
  );
}
