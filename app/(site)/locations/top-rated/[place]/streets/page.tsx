import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadRanking, rankingMetadata } from "../../_components/load-ranking";
import { RankingView } from "../../_components/ranking-view";

interface Props {
  params: Promise<{ place: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rankingMetadata((await params).place, "", "street");
}

/** /locations/top-rated/{state or region}/streets: its streets ranked by their overall rating. */
export default async function TopRatedStreets({ params }: Props) {
  const page = await loadRanking((await params).place, "", "street");
  if (!page) notFound();
  return <RankingView page={page} />;
}
