export const schoolTypeDefs = /* GraphQL */ `
  enum SchoolLevel {
    primary
    secondary
    combined
  }

  enum SchoolSector {
    government
    private
  }

  enum SchoolGender {
    coed
    boys
    girls
  }

  type School {
    id: ID!
    name: String!
    level: SchoolLevel!
    sector: SchoolSector!
    "Year levels taught, e.g. K-6, 7-12."
    yearRange: String!
    gender: SchoolGender!
    enrolments: Int!
    "Straight-line distance from the listing in km."
    distanceKm: Float!
  }
`;
