/**
 * An owner's appraisal request: the agents who sell most near their home, up to three of them
 * asked at once. Pure rules; the service (lib/services/agents/appraisal-request.ts) stores the
 * request and reserves the allowance in SQL.
 */

/** One request goes to at most this many agents (each gets their own e-mail). */
export const MAX_APPRAISAL_AGENTS = 3;

/**
 * Agents one sender (by e-mail address) may ask in APPRAISAL_WINDOW_MS: two full requests. An
 * owner sells one home at a time; more than that in a day is a list being mailed, not a sale.
 */
export const APPRAISAL_AGENTS_PER_WINDOW = 6;
export const APPRAISAL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const CHOOSE_AN_AGENT = "Choose at least one agent to ask for an appraisal.";
export const TOO_MANY_AGENTS = `You can ask up to ${MAX_APPRAISAL_AGENTS} agents at once.`;
export const APPRAISAL_FAILED_MESSAGE = "Sorry, we could not send your appraisal request. Please try again.";

/**
 * The agents chosen after ticking or unticking one: unticking always works, ticking only while
 * fewer than `max` are chosen (the form disables the other boxes then), in the order ticked.
 */
export function toggleChosenAgent(chosen: readonly number[], agentId: number, max = MAX_APPRAISAL_AGENTS): number[] {
  if (chosen.includes(agentId)) return chosen.filter((id) => id !== agentId);
  return chosen.length < max ? [...chosen, agentId] : [...chosen];
}

/** How many more agents a sender may ask now, given how many they asked in the window. */
export function agentsLeftToAsk(askedInWindow: number, perWindow = APPRAISAL_AGENTS_PER_WINDOW): number {
  return Math.max(0, perWindow - Math.max(0, askedInWindow));
}

/** Whether asking `asking` more agents stays within the allowance (the SQL condition says the same). */
export function fitsAppraisalAllowance(askedInWindow: number, asking: number): boolean {
  return asking >= 1 && askedInWindow + asking <= APPRAISAL_AGENTS_PER_WINDOW;
}

/** The refusal once the allowance cannot take the request: what is left, so the owner knows what to do. */
export function appraisalLimitMessage(askedInWindow: number): string {
  const left = agentsLeftToAsk(askedInWindow);
  if (left === 0)
    return `You have asked ${APPRAISAL_AGENTS_PER_WINDOW} agents for an appraisal in the last 24 hours. Please try again tomorrow.`;
  return `You have asked ${askedInWindow} ${askedInWindow === 1 ? "agent" : "agents"} for an appraisal in the last 24 hours, so you can ask ${left} more today. Please choose fewer agents.`;
}
