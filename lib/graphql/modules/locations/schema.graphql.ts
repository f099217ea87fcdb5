export const locationTypeDefs = /* GraphQL */ `
  enum LocationType {
    state
    region
    area
    suburb
    street
  }

  type LocationMedians {
    salePrice: Int
    rentPrice: Int
  }

  type Location {
    id: ID!
    name: String!
    type: LocationType!
    slug: String!
    uniqueUri: String!
    uri: String!
    stateCode: String!
    "State name, e.g. Victoria."
    state: String!
    postcode: String
    "Same as postcode, under its other name."
    zipCode: String
    latLong: LatLong!
    medians: LocationMedians!
    "Ancestors from state down to the parent."
    hierarchy: [Location!]! @listSize(assumedSize: 5)
    slugWithId: String!
    "name, STATE postcode (e.g. 'Bondi, NSW 2026')."
    displayText: String!
    listingCount: Int!
    "This location's canonical results page in a search mode."
    searchUrl(mode: SearchMode!): String!
    "The place one level up (a street's suburb, a suburb's area, …); null for a state."
    parent: Location
    "Places one level down, busiest first: a state's regions, a region's areas, an area's suburbs, a suburb's streets."
    children(take: Int = 50): [Location!]! @listSize(assumedSize: 50, slicingArguments: ["take"])
    "Nearest suburbs (take 5 by default); a street's are its suburb's."
    nearby(take: Int = 5): [Location!]! @listSize(assumedSize: 5, slicingArguments: ["take"])
    "Homes for sale, for rent, sold and leased; suburbs only (null for other places)."
    listingCounts: LocationListingCounts
    "A suburb's last 24 months, oldest first, for all property types (-1) or one; empty for other places."
    marketTrend(propertyType: Int = -1): [MarketTrendMonth!]! @listSize(assumedSize: 24)
    "A suburb's medians over the last 12 months by property type and bedrooms (-1: all of them)."
    marketMedians: [MarketMedian!]! @listSize(assumedSize: 120)
    "A street's sales and leases over the last two years with their median published price; empty for other places."
    streetMarket: [StreetMarketFigure!]! @listSize(assumedSize: 2)
    "What locals like about a suburb or street, from its locals' reviews; empty for larger places."
    localPros: LocalPros!
    "A suburb's or street's listings of one status, most recent first: recently sold or leased (by that date), for sale or rent (newest listed). Empty for larger places."
    recentListings(status: StatusType!, take: Int = 10): [Listing!]!
      @listSize(assumedSize: 10, slicingArguments: ["take"])
    "The agents who sold most in the suburb over the last 12 months, most first (a street's are its suburb's; none for larger places)."
    localAgents(take: Int = 3): [LocalAgent!]! @listSize(assumedSize: 3, slicingArguments: ["take"])
    "A suburb's boundary as WKT POLYGON (x = longitude); null for other places."
    boundaryWellKnownText: String
    "Schools nearest to the place, nearest first (take 20 by default)."
    schools(take: Int = 20): [School!]! @listSize(assumedSize: 20, slicingArguments: ["take"])
  }

  "An agent in a suburb's sponsor slot, with the homes they sold there over the last 12 months."
  type LocalAgent {
    agent: Agent!
    sold: Int!
  }

  "One month of a suburb's market; figures of a month without sales are null."
  type MarketTrendMonth {
    "yyyymm, e.g. 202611."
    month: Int!
    sold: Int!
    leased: Int!
    medianSoldPrice: Int
    "Median weekly rent of the homes leased."
    medianRent: Int
    medianDaysOnMarket: Int
    "Share (0 to 1) of sales that went below their first asking price."
    soldBelowAskingShare: Float
  }

  enum MarketStatus {
    sold
    leased
  }

  type MarketMedian {
    status: MarketStatus!
    "-1 for all property types."
    propertyType: Int!
    "-1 for all bedroom counts; 5 is 5 or more."
    bedrooms: Int!
    listings: Int!
    medianPrice: Int
  }

  "A street's sold or leased homes over the last two years; withheld prices are counted but never in the median."
  type StreetMarketFigure {
    status: MarketStatus!
    listings: Int!
    "Median published sold price or weekly rent; null when none was published."
    medianPrice: Int
  }

  "The factors a place's locals rate well (best first) and what they love, in their words."
  type LocalPros {
    pros: [LocalPro!]! @listSize(assumedSize: 5)
    loves: [LocalLove!]! @listSize(assumedSize: 3)
  }

  type LocalPro {
    key: String!
    label: String!
    "The locals' average, 1 to 5 stars, to one decimal."
    rating: Float!
    "How many locals rated it."
    ratings: Int!
  }

  type LocalLove {
    reviewId: ID!
    text: String!
  }

  type LocationListingCounts {
    buy: Int!
    rent: Int!
    sold: Int!
    leased: Int!
  }

  extend type Query {
    "A location by its uniqueUri (e.g. /vic/melbourne-3000)."
    locationByUniqueUri(uri: String!): Location
    "The location index: places of one type, optionally in one state, busiest first."
    locationIndex(type: LocationType!, stateCode: String, take: Int = 50): [Location!]!
      @listSize(assumedSize: 50, slicingArguments: ["take"])
    "Places of one type whose name or postcode starts with the text (the find pages)."
    findLocations(text: String!, type: LocationType!, stateCode: String, take: Int = 50): [Location!]!
      @listSize(assumedSize: 50, slicingArguments: ["take"])
    "A location by numeric id or slug."
    location(identifier: String!): Location
    "Several locations by id or slug (at most 20), in the order asked; null where none matches."
    locations(identifiers: [String!]!): [Location]! @listSize(assumedSize: 20, slicingArguments: ["identifiers"])
    "Autocomplete: suburbs, regions, areas and postcodes matching the text."
    locationSearch(text: String!, take: Int = 8): [Location!]! @listSize(assumedSize: 8, slicingArguments: ["take"])
    "The busiest suburbs, optionally in one state (popular places on the home and location index pages)."
    popularLocations(stateCode: String, take: Int = 12): [Location!]!
      @listSize(assumedSize: 12, slicingArguments: ["take"])
  }
`;
