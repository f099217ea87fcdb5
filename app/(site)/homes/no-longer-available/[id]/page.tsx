import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RemovedListingView, loadRemovedListing } from "../../[slug]/[id]/_components/removed-listing";

export const metadata: Metadata = { title: "This home is no longer available", robots: { index: false } };

/** Where middleware rewrites a removed listing's URL, answering 410 Gone. */
export default async function NoLongerAvailablePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const removed = await loadRemovedListing(id);
  if (!removed) notFound();
  return <RemovedListingView removed={removed} />;
}
