import type { Metadata } from "next";
import { BestValueView } from "../_components/best-value-view";
import { bestValueMetadata, bestValueQueryOf } from "../_components/load";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return bestValueMetadata(null, bestValueQueryOf(await searchParams).parsed);
}

/** /locations/rankings/best-value?type=houses&beds=3&max=900000&km=20: the answer for Australia. */
export default async function AustraliaBestValue({ searchParams }: Props) {
  const { asked, parsed, values } = bestValueQueryOf(await searchParams);
  return <BestValueView place={null} asked={asked} parsed={parsed} values={values} />;
}
