export { scriptSafeJson } from "@/app/(site)/homes/[slug]/[id]/_components/json-ld";

interface PlaceFields {
  name: string;
  type: string;
  uri: string;
  stateCode: string;
  postcode?: string | null;
  latLong: { latitude: number; longitude: number };
}

/** schema.org Place for a location page: its name, address parts and centre point. */
export function placeJsonLd(location: PlaceFields, siteUrl: string) {
  const locality = location.type === "suburb" || location.type === "street";
  return {
    "@context": "https://schema.org",
    "@type": "Place",
    name: location.name,
    url: new URL(location.uri, siteUrl).toString(),
    address: {
      "@type": "PostalAddress",
      ...(location.type === "street" ? { streetAddress: location.name } : {}),
      ...(locality && location.postcode ? { postalCode: location.postcode } : {}),
      addressRegion: location.stateCode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: location.latLong.latitude, longitude: location.latLong.longitude },
  };
}
