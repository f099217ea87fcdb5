import { FindLocations, findMetadata, type FindSearchParams } from "../locations/_components/find-locations";

export const metadata = findMetadata("street");

export default async function FindStreetPage({ searchParams }: { searchParams: Promise<FindSearchParams> }) {
  return <FindLocations type="street" searchParams={await searchParams} />;
}
