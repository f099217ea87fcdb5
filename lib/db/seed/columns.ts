/** SQL column ↔ row key for each seeded table (names as in lib/db/schema and 0000_init.sql). */
import type { AgentInsert, CompanyInsert, OfficeInsert } from "./companies-offices-agents";
import type { BoundaryInsert } from "./boundaries";
import type { LocationInsert } from "./hierarchy";
import type { InspectionInsert } from "./inspections";
import type { ListingAgentInsert, ListingInsert } from "./listings";
import type { MediaInsert } from "./media";
import type { NeighbourInsert } from "./neighbours";
import type { Columns } from "./writer";

export const LOCATION_COLUMNS: Columns<LocationInsert> = [
  ["id", "id"],
  ["type", "type"],
  ["name", "name"],
  ["search_name", "searchName"],
  ["slug", "slug"],
  ["unique_uri", "uniqueUri"],
  ["state_code", "stateCode"],
  ["postcode", "postcode"],
  ["latitude", "latitude"],
  ["longitude", "longitude"],
  ["parent_id", "parentId"],
  ["state_id", "stateId"],
  ["region_id", "regionId"],
  ["area_id", "areaId"],
  ["suburb_id", "suburbId"],
  ["council", "council"],
  ["popularity", "popularity"],
  ["median_sale_price", "medianSalePrice"],
  ["median_rent_price", "medianRentPrice"],
  ["listing_count", "listingCount"],
];

export const BOUNDARY_COLUMNS: Columns<BoundaryInsert> = [
  ["location_id", "locationId"],
  ["well_known_text", "wellKnownText"],
  ["min_latitude", "minLatitude"],
  ["max_latitude", "maxLatitude"],
  ["min_longitude", "minLongitude"],
  ["max_longitude", "maxLongitude"],
];

export const NEIGHBOUR_COLUMNS: Columns<NeighbourInsert> = [
  ["location_id", "locationId"],
  ["neighbour_id", "neighbourId"],
  ["rank", "rank"],
  ["distance_km", "distanceKm"],
];

export const COMPANY_COLUMNS: Columns<CompanyInsert> = [
  ["id", "id"],
  ["name", "name"],
  ["slug", "slug"],
  ["brand_colour", "brandColour"],
  ["text_colour", "textColour"],
];

export const OFFICE_COLUMNS: Columns<OfficeInsert> = [
  ["id", "id"],
  ["company_id", "companyId"],
  ["name", "name"],
  ["slug", "slug"],
  ["phone", "phone"],
  ["email", "email"],
  ["street_address", "streetAddress"],
  ["suburb_id", "suburbId"],
  ["state_code", "stateCode"],
  ["latitude", "latitude"],
  ["longitude", "longitude"],
];

export const AGENT_COLUMNS: Columns<AgentInsert> = [
  ["id", "id"],
  ["username", "username"],
  ["office_id", "officeId"],
  ["first_name", "firstName"],
  ["last_name", "lastName"],
  ["job_title", "jobTitle"],
  ["bio", "bio"],
  ["phone", "phone"],
  ["mobile", "mobile"],
  ["email", "email"],
  ["tier", "tier"],
  ["rating_average", "ratingAverage"],
  ["review_count", "reviewCount"],
  ["years_experience", "yearsExperience"],
  ["social_links", "socialLinks"],
  ["videos", "videos"],
  ["awards", "awards"],
  ["fees_text", "feesText"],
];

export const LISTING_COLUMNS: Columns<ListingInsert> = [
  ["id", "id"],
  ["status_type", "statusType"],
  ["property_type", "propertyType"],
  ["tier_type", "tierType"],
  ["is_exclusive", "isExclusive"],
  ["title", "title"],
  ["description", "description"],
  ["suburb_id", "suburbId"],
  ["state_code", "stateCode"],
  ["postcode", "postcode"],
  ["street_number", "streetNumber"],
  ["street_name", "streetName"],
  ["address_hidden", "addressHidden"],
  ["latitude", "latitude"],
  ["longitude", "longitude"],
  ["price", "price"],
  ["price_text", "priceText"],
  ["price_long_text", "priceLongText"],
  ["bedrooms", "bedrooms"],
  ["bathrooms", "bathrooms"],
  ["car_spaces", "carSpaces"],
  ["feature_mask", "featureMask"],
  ["land_area", "landArea"],
  ["frontage", "frontage"],
  ["land_depth_left", "landDepthLeft"],
  ["land_depth_right", "landDepthRight"],
  ["estate", "estate"],
  ["building_area", "buildingArea"],
  ["energy_rating", "energyRating"],
  ["is_under_offer", "isUnderOffer"],
  ["listed_at", "listedAt"],
  ["auction_at", "auctionAt"],
  ["next_inspection_at", "nextInspectionAt"],
  ["sold_at", "soldAt"],
  ["sold_price", "soldPrice"],
  ["leased_at", "leasedAt"],
  ["bond", "bond"],
  ["available_at", "availableAt"],
  ["has_video", "hasVideo"],
  ["has_virtual_tour", "hasVirtualTour"],
  ["photo_count", "photoCount"],
  ["art_seed", "artSeed"],
  ["agent_id", "agentId"],
  ["office_id", "officeId"],
  ["boost", "boost"],
];

export const MEDIA_COLUMNS: Columns<MediaInsert> = [
  ["listing_id", "listingId"],
  ["kind", "kind"],
  ["position", "position"],
  ["url", "url"],
  ["caption", "caption"],
];

export const INSPECTION_COLUMNS: Columns<InspectionInsert> = [
  ["listing_id", "listingId"],
  ["starts_at", "startsAt"],
  ["ends_at", "endsAt"],
];

export const LISTING_AGENT_COLUMNS: Columns<ListingAgentInsert> = [
  ["listing_id", "listingId"],
  ["agent_id", "agentId"],
  ["position", "position"],
];
