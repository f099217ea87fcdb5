import type { Metadata } from "next";
import { RankingsView } from "./_components/rankings-view";
import { rankingsMetadata } from "./_components/load";

export const metadata: Metadata = rankingsMetadata(null);

/** /locations/rankings: Australia's most viewed and fastest-selling suburbs, and the best-value question. */
export default function AustraliaRankings() {
  return <RankingsView place={null} />;
}
