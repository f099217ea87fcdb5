/** The signed-in agent's own pages: their performance hub, their transactions and asking vendors for reviews. */
export const PERFORMANCE_HUB_PATH = "/agent-hub";
export const AGENT_TRANSACTIONS_PATH = "/agent-hub/transactions";
export const VENDOR_REVIEWS_PATH = "/agent-hub/vendor-reviews";
