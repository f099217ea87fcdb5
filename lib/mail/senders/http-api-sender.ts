import type { MailEnvelope, MailSender } from "../message";

/**
 * Production delivery through an HTTP e-mail API that takes a JSON message with a bearer key
 * (the shape Resend, Postmark-compatible relays and most transactional APIs accept).
 */
export function createHttpApiSender(options: { url: string; apiKey: string; fetch?: typeof fetch }): MailSender {
  const send = options.fetch ?? fetch;
  return {
    name: "http-api",
    async send(mail: MailEnvelope) {
      const response = await send(options.url, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          reply_to: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: { ...mail.headers, "X-Entity-Ref-ID": mail.id },
        }),
      });
      if (!response.ok)
        throw new Error(`Mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}
