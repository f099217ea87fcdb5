/** The signed-in agent's own pages: their performance hub, their transactions, asking vendors for reviews, their info kit's fees. */
export const PERFORMANCE_HUB_PATH = "/agent-hub";
export const AGENT_TRANSACTIONS_PATH = "/agent-hub/transactions";
export const VENDOR_REVIEWS_PATH = "/agent-hub/vendor-reviews";
export const INFO_KIT_SETTINGS_PATH = "/agent-hub/info-kit";
