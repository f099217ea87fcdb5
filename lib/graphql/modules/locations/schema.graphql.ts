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
    "The spec's zipCode (postcode name)."
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
  }

  extend type Query {
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
