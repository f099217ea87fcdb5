export const commonTypeDefs = /* GraphQL */ `
  "How many items a list field returns, for the query cost limit (lib/graphql/query-cost.ts)."
  directive @listSize(assumedSize: Int, slicingArguments: [String!]) on FIELD_DEFINITION

  type Query {
    "Liveness of the backend-for-frontend."
    ping: String!
    "Outside production only: fails with an unexpected error, so tests see how one is reported. Null in production."
    deliberateFailure(note: Int): Boolean
  }

  type LatLong {
    latitude: Float!
    longitude: Float!
  }

  type Pagination {
    currentPage: Int!
    totalPages: Int!
    pageSize: Int!
  }

  input PagingInput {
    skip: Int = 0
    take: Int = 25
  }
`;
