import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadRanking, rankingMetadata } from "../../../_components/load-ranking";
import { RankingView } from "../../../_components/ranking-view";

interface Props {
  params: Promise<{ place: string; ranking: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { place, ranking } = await params;
  return rankingMetadata(place, ranking, "street");
}

/** /locations/top-rated/{state or region}/streets/{safest, …}: its streets ranked by one factor. */
export default async function TopRatedStreetsByFactor({ params }: Props) {
  const { place, ranking } = await params;
  // The overall ranking has its own address without a factor segment.
  const page = ranking ? await loadRanking(place, ranking, "street") : null;
  if (!page) notFound();
  return <RankingView page={page} />;
}
