import type { MailSender } from "../message";

/**
 * Outside production nothing leaves the machine: "delivering" marks the message sent, and the
 * development mailbox page (/dev/mailbox) shows it, headers included, straight from the outbox.
 */
export const developmentMailboxSender: MailSender = {
  name: "development-mailbox",
  async send() {},
};
