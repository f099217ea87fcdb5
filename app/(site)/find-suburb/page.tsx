import { FindLocations, findMetadata, type FindSearchParams } from "../locations/_components/find-locations";

export const metadata = findMetadata("suburb");

export default async function FindSuburbPage({ searchParams }: { searchParams: Promise<FindSearchParams> }) {
  return <FindLocations type="suburb" searchParams={await searchParams} />;
}
