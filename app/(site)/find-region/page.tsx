import { FindLocations, findMetadata, type FindSearchParams } from "../locations/_components/find-locations";

export const metadata = findMetadata("region");

export default async function FindRegionPage({ searchParams }: { searchParams: Promise<FindSearchParams> }) {
  return <FindLocations type="region" searchParams={await searchParams} />;
}
