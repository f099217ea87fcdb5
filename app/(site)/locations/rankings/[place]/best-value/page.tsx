import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BestValueView } from "../../_components/best-value-view";
import { bestValueMetadata, bestValueQueryOf, loadRankedPlace } from "../../_components/load";

interface Props {
  params: Promise<{ place: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const found = await loadRankedPlace((await params).place);
  return found ? bestValueMetadata(found.place, bestValueQueryOf(await searchParams).parsed) : {};
}

/** /locations/rankings/{state or region}/best-value?…: the buyer's question answered for that place. */
export default async function PlaceBestValue({ params, searchParams }: Props) {
  const [{ place }, query] = await Promise.all([params, searchParams]);
  const found = await loadRankedPlace(place);
  if (!found) notFound();
  const { asked, parsed, values } = bestValueQueryOf(query);
  return <BestValueView place={found.place} asked={asked} parsed={parsed} values={values} />;
}
