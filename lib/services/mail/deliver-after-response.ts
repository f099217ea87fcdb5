import "server-only";
import { after } from "next/server";
import { serverEnv } from "../../env";
import { chooseMailSender } from "../../mail/choose-sender";
import { requestContext } from "../request-context";
import { deliverQueuedMail } from "./outbox";
import { reportUnexpected } from "@/lib/observability/log";

export function mailSenderFromEnv() {
  return chooseMailSender({
    appEnv: serverEnv.APP_ENV,
    apiUrl: serverEnv.MAIL_API_URL,
    apiKey: serverEnv.MAIL_API_KEY,
  });
}

/**
 * Delivers queued mail once the response has gone (Workers `waitUntil` through Next's `after`),
 * so the person never waits on the mail provider. Anything that fails stays queued for the cron.
 * `queue`, when given, runs first: work a service kept out of the response (it writes the mail).
 */
export function deliverMailAfterResponse(queue?: () => Promise<void>) {
  after(async () => {
    if (queue) {
      try {
        await queue();
      } catch (error) {
        reportUnexpected("mail: the work after the response failed", error);
      }
    }
    await deliverQueuedMail(requestContext(), mailSenderFromEnv());
  });
}
