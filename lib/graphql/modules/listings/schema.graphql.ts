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
    """
    The price the agent published, or the lower bound of a published range ("from", "offers
    over", "$1,850,000 - $2,050,000"): the figure lists sort by. Weekly for rentals. Null when no
    figure is published ("Auction", "Contact agent", a withheld sold price).
    """
    price: Int
    "The upper bound of a published range; equal to price for one price; null when open-ended or unpublished."
    priceTo: Int
  }

  type Address {
    streetNumber: String
    street: String
    suburb: String!
    stateCode: String!
    postcode: String!
    "The home's point; the suburb's centre when the address is hidden."
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
    "At most one per property feature (38)."
    tags: [String!]! @listSize(assumedSize: 40)
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
    photos: [Media!]! @listSize(assumedSize: 50)
    floorPlans: [Media!]! @listSize(assumedSize: 10)
    videos: [Media!]! @listSize(assumedSize: 10)
    documents: [Media!]! @listSize(assumedSize: 10)
  }

  "Kinds of media hosted outside the site."
  enum ExternalMediaType {
    InteractiveFloorPlan
    Others
    Video
    VirtualTour
  }

  type ExternalMedia {
    type: ExternalMediaType!
    url: String!
    caption: String
  }

  "Third-party services the agent uses for this listing."
  type ListingIntegrations {
    inspectionBookingUrl: String
    rentalApplicationUrl: String
  }

  "A subject a buyer may want to read about next (the suburb, its schools, buying at auction)."
  type ListingTopic {
    title: String!
    url: String!
  }

  type RemovedListing {
    id: ID!
    removedAt: String!
    title: String!
    displayAddress: String!
    "Homes like the one that was removed, in the same area."
    similarListings(take: Int = 6): [Listing!]! @listSize(assumedSize: 6, slicingArguments: ["take"])
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
    inspections: [Inspection!]! @listSize(assumedSize: 10)
    saleDetails: SaleDetails!
    rentalDetails: RentalDetails
    "Primary agent first, then co-listing agents."
    agents: [Agent!]! @listSize(assumedSize: 5)
    office: Office!
    suburb: Location!
    externalMedia: [ExternalMedia!]! @listSize(assumedSize: 10)
    integrations: ListingIntegrations!
    topics: [ListingTopic!]! @listSize(assumedSize: 10)
    "Suburbs nearest to the listing's suburb, 5 unless asked otherwise."
    nearbyLocations(take: Int = 5): [Location!]! @listSize(assumedSize: 5, slicingArguments: ["take"])
    "Schools nearest to the listing, nearest first, 20 unless asked otherwise."
    schools(take: Int = 20): [School!]! @listSize(assumedSize: 20, slicingArguments: ["take"])
    "Same mode and type nearby, similar bedrooms and price."
    similarListings(take: Int = 6): [Listing!]! @listSize(assumedSize: 6, slicingArguments: ["take"])
    otherListingsFromOffice(take: Int = 6, skip: Int = 0): [Listing!]!
      @listSize(assumedSize: 6, slicingArguments: ["take"])
  }

  extend type Query {
    listing(id: ID!): Listing
    "Listings by id in the order given (at most 100 ids); unknown ids are left out."
    listingsByIds(ids: [ID!]!, take: Int = 25, skip: Int = 0): [Listing!]!
      @listSize(assumedSize: 25, slicingArguments: ["take"])
    "A listing its agent took off the market; null when the id was never one."
    removedListing(id: ID!): RemovedListing
    "Newest listings of one mode across Australia for the home page (at most 24, listed within maxAgeDays)."
    homePageListings(searchMode: SearchMode = Buy, take: Int = 8, maxAgeDays: Int = 14): [Listing!]!
      @listSize(assumedSize: 8, slicingArguments: ["take"])
  }
`;
