import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RankingsView } from "../_components/rankings-view";
import { loadRankedPlace, rankingsMetadata } from "../_components/load";

interface Props {
  params: Promise<{ place: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadRankedPlace((await params).place);
  return found ? rankingsMetadata(found.place) : {};
}

/** /locations/rankings/{state or region}: its most viewed and fastest-selling suburbs. */
export default async function PlaceRankings({ params }: Props) {
  const found = await loadRankedPlace((await params).place);
  if (!found) notFound();
  return <RankingsView place={found.place} />;
}
