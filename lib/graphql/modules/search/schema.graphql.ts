/**
 * Listing search by filter, for browsers, apps and partners. The input mirrors `SearchFilter`
 * (lib/search/filter.ts) field for field; the resolver checks it with the filter's zod schema
 * (`readSearchFilter`) before the search runs.
 */
export const searchTypeDefs = /* GraphQL */ `
  enum SearchContext {
    Location
    Map
    Draw
    Office
  }

  enum SortOrder {
    cheapest
    expensive
    hasAVirtualTour
    hasVideos
    highestSoldPrice
    homesForYou
    lowestSoldPrice
    newest
    nextAuction
    nextInspection
    oldest
    recentlySoldOrLeased
    soldHomesForYou
  }

  "Exact counts and/or a minimum. Bedrooms: 0 is a studio; 5 means 5+ and is sent as min 5."
  input RoomCountInput {
    only: [Int!] = []
    min: Int
  }

  input NumberRangeInput {
    min: Int
    max: Int
  }

  "Days as yyyy-MM-dd; an empty string is the 'forthcoming' flag."
  input DateFilterInput {
    dates: [String!]!
  }

  input MapBoundsInput {
    north: Float!
    south: Float!
    east: Float!
    west: Float!
  }

  input MapViewportInput {
    latitude: Float!
    longitude: Float!
    zoom: Float!
    bounds: MapBoundsInput
  }

  input SearchLocationInput {
    id: Int
    slug: String!
    name: String
    stateCode: String
    postcode: String
    wellKnownText: String
  }

  input LocationSearchContextInput {
    includeSurroundingSuburbs: Boolean = true
    searchLocations: [SearchLocationInput!] = []
  }

  input SearchOfficeInput {
    id: Int
    slug: String!
    name: String
    "One of the office's agents (their id): only their listings."
    agentId: Int
    agentFullName: String
  }

  input SearchFilterInput {
    searchMode: SearchMode = Buy
    context: SearchContext = Location
    "API names: house, apartment, land (includes its subtypes), rural (includes its subtypes), …"
    propertyTypes: [String!]
    propertyFeatures: [String!]
    price: NumberRangeInput
    priceMaximum: Int
    bedrooms: RoomCountInput
    bathrooms: RoomCountInput
    carSpaces: RoomCountInput
    landSize: NumberRangeInput
    frontageSize: NumberRangeInput
    inspection: DateFilterInput
    auction: DateFilterInput
    "Only false exists: leave out listings under offer."
    isUnderOffer: Boolean
    "Left out: the default for the mode and context."
    sortBy: SortOrder
    paging: PagingInput
    locationSearchContext: LocationSearchContextInput
    "Set on results by the service; accepted so a result's filter can be sent back unchanged."
    isSurroundSearch: Boolean
    map: MapViewportInput
    "Drawn area: [latitude, longitude] points."
    shape: [[Float!]!]
    office: SearchOfficeInput
  }

  type FacetCount {
    name: String!
    count: Int!
  }

  type SearchFacets {
    "By property-type API name, subtypes folded into land and rural."
    propertyTypes: [FacetCount!]! @listSize(assumedSize: 20)
    "By bedroom count: '0' (studio) to '5' (5 or more)."
    bedrooms: [FacetCount!]! @listSize(assumedSize: 6)
  }

  type SearchPrices {
    "Median price of the filtered listings that show a price."
    median: Int
  }

  type SearchLocation {
    id: Int
    slug: String!
    name: String
    stateCode: String
    postcode: String
    wellKnownText: String
  }

  type SearchResult {
    "-1 when the search failed: show 'Sorry, we're having a problem searching. Please try again'."
    total: Int!
    "One page; its size is the filter's paging.take, up to 100, so the cost counts a full page."
    listings: [Listing!]! @listSize(assumedSize: 100)
    prices: SearchPrices!
    filters: SearchFacets!
    pagination: Pagination!
    "Nearest suburbs added per searched suburb (4 for one suburb, 3 each for several), 0 for none, -2 for sold and leased."
    surroundingLevel: Int!
    isSurroundSearch: Boolean!
    searchLocations: [SearchLocation!]! @listSize(assumedSize: 20)
    warnings: [String!]! @listSize(assumedSize: 5)
  }

  type MapMarker {
    id: ID!
    latitude: Float!
    longitude: Float!
    priceText: String!
    url: String!
  }

  extend type Query {
    "One page of a search with its total, facets and median price."
    listingSearchByFilter(filter: SearchFilterInput!): SearchResult!
    "Up to 500 markers for the map view of the same search, in its sort order."
    mapMarkers(filter: SearchFilterInput!): [MapMarker!]! @listSize(assumedSize: 500)
  }
`;
