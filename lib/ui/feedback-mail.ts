import { mailtoHref } from "./contact";

/** Subject of the error view's feedback e-mail. */
export const FEEDBACK_SUBJECT = "Feedback - web application";

export const FEEDBACK_WRITE_ABOVE = "Please write your message above this line.";
export const FEEDBACK_RULE = "----------------------------------------";

/*
 * Mail clients and browsers drop or truncate mailto links of a few thousand characters, and a
 * minified stack adds little after its first frames, so the stack is cut to keep the link working.
 */
const MAX_STACK_LENGTH = 1500;

export interface FeedbackReport {
  /** When the user pressed the link; written as UTC. */
  time: Date;
  userAgent: string;
  detail?: string;
  stack?: string;
}

/**
 * Body of the feedback e-mail: room to write, a line to write above, then what support needs
 * to investigate (UTC time, browser user agent, optional detail and error stack).
 */
export function feedbackBody(report: FeedbackReport): string {
  const stack =
    report.stack && report.stack.length > MAX_STACK_LENGTH
      ? `${report.stack.slice(0, MAX_STACK_LENGTH)}…`
      : report.stack;
  const lines = [
    "",
    "",
    "",
    FEEDBACK_WRITE_ABOVE,
    FEEDBACK_RULE,
    `Time (UTC): ${report.time.toUTCString()}`,
    `Browser: ${report.userAgent}`,
    ...(report.detail ? [`Detail: ${report.detail}`] : []),
    ...(stack ? ["Error stack:", stack] : []),
  ];
  return lines.join("\r\n");
}

export function feedbackMailto(email: string, report: FeedbackReport): string {
  return mailtoHref(email, { subject: FEEDBACK_SUBJECT, body: feedbackBody(report) });
}
