/** Limits chosen so every operation we ship passes with room, and abusive ones fail fast. */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 } as const;
