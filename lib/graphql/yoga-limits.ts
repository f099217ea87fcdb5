/**
 * Limits chosen so every operation we ship passes with room (tests/unit/graphql/query-cost.test.ts
 * computes each one), and abusive ones fail fast. Why each number: docs/architecture.md, GraphQL.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  /** One operation; a field costs 1 per value it returns, times the size of every list above it. */
  maxCost: 10_000,
  /** All operations of one request together: a batch of 10 cannot multiply the work by 10. */
  maxRequestCost: 20_000,
  /** Lists inside lists: a listing card's agents inside a page of listings is 2; 3 is refused. */
  maxListNesting: 2,
  /** Request body: 10 of our largest operations with their variables fit several times over. */
  maxBodyBytes: 64 * 1024,
} as const;
