/** What a buyer or renter can tick when enquiring (the agent sees these first in the e-mail). */
export const ENQUIRY_REASONS = [
  { key: "priceGuide", label: "Price guide" },
  { key: "inspection", label: "Inspection times" },
  { key: "contract", label: "Contract of sale" },
  { key: "rates", label: "Rates and fees" },
  { key: "similar", label: "Similar properties" },
] as const;

export type EnquiryReason = (typeof ENQUIRY_REASONS)[number]["key"];

export const ENQUIRY_REASON_KEYS = ENQUIRY_REASONS.map((r) => r.key) as [EnquiryReason, ...EnquiryReason[]];

export function enquiryReasonLabel(key: EnquiryReason): string {
  return ENQUIRY_REASONS.find((r) => r.key === key)?.label ?? key;
}

/** Per-sender limit: a burst beyond this many enquiries in the window is refused (HTTP 429). */
export const ENQUIRIES_PER_WINDOW = 5;
export const ENQUIRY_WINDOW_MS = 10 * 60 * 1000;
export const ENQUIRY_RATE_LIMIT_MESSAGE =
  "You have sent several enquiries in the last few minutes. Please wait 10 minutes before sending another.";
export const ENQUIRY_FAILED_MESSAGE = "Sorry, we could not send your enquiry. Please try again.";
export const ENQUIRY_SPAM_CHECK_MESSAGE = "Please complete the spam check and send again.";
