import type { ListingPage } from "@/lib/services/listings/listing-page";

/**
 * schema.org RealEstateListing with its Offer and the Place offered. A hidden address gives
 * only the locality and no coordinates, so structured data never leaks what the page hides.
 */
export function listingJsonLd(listing: ListingPage, siteUrl: string): Record<string, unknown> {
  const url = new URL(listing.canonicalUri, siteUrl).toString();
  const { address } = listing;
  const place: Record<string, unknown> = {
    "@type": "Place",
    name: address.displayAddress,
    address: {
      "@type": "PostalAddress",
      ...(address.isDisclosed
        ? { streetAddress: [address.streetNumber, address.street].filter(Boolean).join(" ") }
        : {}),
      addressLocality: address.suburb,
      addressRegion: address.stateCode,
      postalCode: address.postcode,
      addressCountry: "AU",
    },
    ...(address.isDisclosed
      ? { geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude } }
      : {}),
  };
  const completed = listing.statusType === "sold" || listing.statusType === "leased";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    name: listing.title,
    description: listing.description.slice(0, 500),
    datePosted: listing.saleDetails.listedDate,
    image: listing.media.photos.slice(0, 6).map((photo) => new URL(photo.url, siteUrl).toString()),
    about: place,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      ...offerPrice(listing),
      availability: completed ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      businessFunction:
        listing.listingType === "rental"
          ? "http://purl.org/goodrelations/v1#LeaseOut"
          : "http://purl.org/goodrelations/v1#Sell",
      itemOffered: place,
      offeredBy: { "@type": "RealEstateAgent", name: listing.office.name, telephone: listing.office.phone },
    },
  };
}

/**
 * Only the figures the agent published (`priceDetails` carries nothing else): one price as
 * `price`, a range or an open-ended "from"/"offers over" as min/max, weekly rent as a unit price.
 * No published figure, no price at all.
 */
function offerPrice(listing: ListingPage): Record<string, unknown> {
  const { price, priceTo } = listing.priceDetails;
  if (price == null) return {};
  if (listing.listingType === "rental") {
    return {
      price,
      priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "AUD", unitCode: "WEE" },
    };
  }
  if (priceTo === price) return { price };
  return {
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: price,
      ...(priceTo != null ? { maxPrice: priceTo } : {}),
      priceCurrency: "AUD",
    },
  };
}

/** JSON inside <script> must not be able to close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
