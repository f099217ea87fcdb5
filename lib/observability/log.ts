import { describeError, redact, redactText } from "./redact";
import { currentRequestScope, type RequestScope } from "./request-scope";

/**
 * The one logger of the server: a JSON line per event, which Workers Logs indexes field by field.
 * Every line carries the request id and route of the work it belongs to, and the member id when
 * known; never e-mail addresses, tokens or passwords (redact.ts). Console methods match the level so
 * Workers Logs and `wrangler tail` show it too.
 */
export type LogLevel = "info" | "warn" | "error";

export type LogFields = Record<string, unknown> & { error?: unknown };

export interface LogLine {
  level: LogLevel;
  message: string;
  requestId?: string;
  route?: string;
  memberId?: string;
  [field: string]: unknown;
}

/** The line for an event: pure, so the shape is tested without a console. */
export function logLine(level: LogLevel, message: string, fields: LogFields = {}, scope?: RequestScope): LogLine {
  const { error, ...rest } = fields;
  const extra = redact(rest) as Record<string, unknown>;
  return {
    ...extra,
    level,
    message: redactText(message),
    ...(scope ? { requestId: scope.requestId, route: scope.route } : {}),
    ...(scope?.memberId ? { memberId: scope.memberId } : {}),
    ...(error === undefined ? {} : { error: describeError(error) }),
  };
}

function write(level: LogLevel, message: string, fields?: LogFields): void {
  const line = JSON.stringify(logLine(level, message, fields, currentRequestScope()));
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};

/**
 * An unexpected failure: logged at error level and, when error reporting is on for this work, sent
 * to the error service once. Without a reporter (no DSN, or the flag off) the log line is the report.
 * Expected failures (a Result's `fail`, a 4xx) never come here.
 */
export function reportUnexpected(message: string, error: unknown, fields: LogFields = {}): void {
  const scope = currentRequestScope();
  write("error", message, { ...fields, error, reported: scope?.report ? "error-service" : "log" });
  if (scope?.report) {
    try {
      scope.report(error, scope);
    } catch (reportFailure) {
      write("warn", "error report could not be sent", { error: reportFailure });
    }
  }
}
