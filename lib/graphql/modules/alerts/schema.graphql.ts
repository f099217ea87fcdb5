export const alertTypeDefs = /* GraphQL */ `
  enum AlertFrequency {
    instant
    daily
    weekly
    none
  }

  "A room filter as an alert keeps it: exact counts and an optional minimum (5 means 5+)."
  type AlertRoomCount {
    only: [Int!]! @listSize(assumedSize: 5)
    min: Int
  }

  type AlertFilter {
    statusTypes: [String!]! @listSize(assumedSize: 1)
    listingTypes: [String!]! @listSize(assumedSize: 1)
    locationIds: [Int!]! @listSize(assumedSize: 10)
    priceMin: Int
    priceMax: Int
    bedrooms: AlertRoomCount!
    bathrooms: AlertRoomCount!
    carSpaces: AlertRoomCount!
    propertyTypes: [String!]! @listSize(assumedSize: 21)
  }

  type AlertSearchLocation {
    id: Int!
    slug: String!
    name: String!
    stateCode: String!
  }

  "The search an alert was saved from."
  type AlertSearchParams {
    searchMode: String!
    context: String!
    includeSurroundingSuburbs: Boolean!
    searchLocations: [AlertSearchLocation!]! @listSize(assumedSize: 10)
  }

  type Alert {
    id: ID!
    name: String!
    "The alert's name as a title."
    title: String!
    "Every filter of the alert in one line."
    description: String!
    filter: AlertFilter!
    searchParams: AlertSearchParams!
    "The results page of the alert's search."
    searchUrl: String!
    frequency: AlertFrequency!
    pushEnabled: Boolean!
    "Homes the alert found that the member has not looked at yet, newest first (at most 100; unseenCount counts all)."
    unseenListingIds: [ID!]! @listSize(assumedSize: 100)
    unseenCount: Int!
    createdAt: String!
  }

  input AddAlertInput {
    "The results page URL (path and query) of the search to save."
    searchUrl: String!
    "Left out: composed from the search."
    name: String
    frequency: AlertFrequency
    pushEnabled: Boolean
  }

  input UpdateAlertInput {
    alertId: ID!
    name: String
    "A new search replaces the alert's filters."
    searchUrl: String
    frequency: AlertFrequency
    pushEnabled: Boolean
  }

  "A browser's Web Push subscription, as PushSubscription.toJSON() gives it (endpoint and keys)."
  input PushSubscriptionInput {
    "The push service's https address for this browser."
    endpoint: String!
    "The browser's P-256 public key, base64url (keys.p256dh)."
    p256dh: String!
    "The 16-byte authentication secret, base64url (keys.auth)."
    auth: String!
  }

  input EnableAlertPushInput {
    alertId: ID!
    subscription: PushSubscriptionInput!
  }

  type AlertPayload {
    ok: Boolean!
    alert: Alert
    error: MutationError
  }

  type DeleteAlertPayload {
    ok: Boolean!
    alertId: ID
    error: MutationError
  }

  type Query {
    "The signed-in member's alerts, oldest first."
    alerts: [Alert!]! @listSize(assumedSize: 25)
    "The signed-in member's alert following the same search as this results page URL (null for visitors)."
    alertForSearch(searchUrl: String!): Alert
  }

  type Mutation {
    addAlert(input: AddAlertInput!): AlertPayload!
    updateAlert(input: UpdateAlertInput!): AlertPayload!
    deleteAlert(alertId: ID!): DeleteAlertPayload!
    "Notifications in this browser for the alert: saves the browser's subscription and turns the alert's pushEnabled on. Off: updateAlert with pushEnabled false."
    enableAlertPush(input: EnableAlertPushInput!): AlertPayload!
    "Clears the alert's new-home markers."
    deleteAlertNewListing(alertId: ID!): AlertPayload!
  }
`;
