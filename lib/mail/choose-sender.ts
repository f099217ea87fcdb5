import { createHttpApiSender } from "./senders/http-api-sender";
import { developmentMailboxSender } from "./senders/development-mailbox-sender";
import type { MailSender } from "./message";

export interface MailConfig {
  appEnv: "development" | "preview" | "production" | string;
  apiUrl?: string;
  apiKey?: string;
}

/**
 * Production and preview deliver through the HTTP API when it is configured. Without it, mail
 * stays queued (the sender refuses) rather than being dropped, and the failure is visible in
 * the outbox. Development always uses the local mailbox.
 */
export function chooseMailSender(config: MailConfig): MailSender {
  if (config.appEnv === "development") return developmentMailboxSender;
  if (config.apiUrl && config.apiKey) return createHttpApiSender({ url: config.apiUrl, apiKey: config.apiKey });
  return {
    name: "unconfigured",
    async send() {
      throw new Error("Mail delivery is not configured (MAIL_API_URL and MAIL_API_KEY)");
    },
  };
}
