export const commonTypeDefs = /* GraphQL */ `
  type Query {
    "Liveness of the backend-for-frontend."
    ping: String!
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
