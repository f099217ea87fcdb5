export const listingTypeDefs = /* GraphQL */ `
  enum StatusType {
    buy
    rent
    sold
    leased
  }

  enum ListingClass {
    sale
    rental
  }

  enum SearchMode {
    Buy
    Rent
    Sold
    Leased
  }

  type PriceDetails {
    shortDescription: String!
    longDescription: String!
    "Numeric guide (buy), weekly rent (rent/leased) or sold price; null when not disclosed."
    price: Int
  }

  type Address {
    streetNumber: String
    street: String
    suburb: String!
    stateCode: String!
    postcode: String!
    latitude: Float!
    longitude: Float!
    "False when the vendor asked to hide the address ('Address available on request')."
    isDisclosed: Boolean!
    displayAddress: String!
  }

  type ListingFeatures {
    bedrooms: Int!
    bathrooms: Int!
    cars: Int!
    tags: [String!]!
  }

  type LandFeatures {
    area: Int
    frontage: Float
    depthLeft: Float
    depthRight: Float
    estate: String
  }

  type BuildingFeatures {
    area: Int
    energyRating: Float
  }

  type Media {
    url: String!
    caption: String
    kind: String!
  }

  type ListingMedia {
    photos: [Media!]!
    floorPlans: [Media!]!
  }

  type Inspection {
    startsAt: String!
    endsAt: String!
  }

  type SaleDetails {
    auctionDate: String
    isUnderOffer: Boolean!
    listedDate: String!
    soldDate: String
    soldPrice: Int
  }

  type RentalDetails {
    bond: Int
    availableDate: String
    leasedDate: String
  }

  type Listing {
    id: ID!
    canonicalUri: String!
    uri: String!
    title: String!
    description: String!
    statusType: StatusType!
    listingType: ListingClass!
    propertyType: String!
    propertyTypeName: String!
    tierType: String!
    isExclusiveList: Boolean!
    priceDetails: PriceDetails!
    address: Address!
    features: ListingFeatures!
    landFeatures: LandFeatures!
    buildingFeatures: BuildingFeatures!
    "The first photo, the card and LCP image."
    coverPhoto: Media!
    media: ListingMedia!
    hasVideo: Boolean!
    hasVirtualTour: Boolean!
    inspections: [Inspection!]!
    saleDetails: SaleDetails!
    rentalDetails: RentalDetails
    agents: [Agent!]!
    office: Office!
    suburb: Location!
  }

  extend type Query {
    listing(id: ID!): Listing
    "Newest listings of one mode across Australia for the home page (at most 24, listed within maxAgeDays)."
    homePageListings(searchMode: SearchMode = Buy, take: Int = 8, maxAgeDays: Int = 14): [Listing!]!
  }
`;
