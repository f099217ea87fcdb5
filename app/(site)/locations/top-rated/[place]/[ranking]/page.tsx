import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadRanking, rankingMetadata } from "../../_components/load-ranking";
import { RankingView } from "../../_components/ranking-view";

interface Props {
  params: Promise<{ place: string; ranking: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { place, ranking } = await params;
  return rankingMetadata(place, ranking);
}

/** /locations/top-rated/{state or region}/{safest, most-family-friendly, …}: ranked by one factor. */
export default async function TopRatedPlaceByFactor({ params }: Props) {
  const { place, ranking } = await params;
  // The overall ranking has its own address without a factor segment.
  const page = ranking ? await loadRanking(place, ranking) : null;
  if (!page) notFound();
  return <RankingView page={page} />;
}
