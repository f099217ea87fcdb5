import type { AnswerRow, QuestionRow } from "../../db/queries/community/questions";
import { followersToMail } from "../../db/queries/community/questions";
import { insertMailStatement } from "../../db/queries/mail/mail";
import { runInOneBatch } from "../../db/batch";
import { questionPath } from "../../community/question-urls";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { siteLink } from "../members/email-links";

export interface CommunityMailConfig {
  siteUrl: string;
  mailFrom: string;
}

/** Followers mailed per answer; a question with more followers than this is not a neighbourhood question. */
const MAX_MAILS_PER_ANSWER = 200;

const excerpt = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Queues "a new answer" mail for each follower of the question (the asker follows their own),
 * in one batch. The text is plain text (no HTML), so nothing a member wrote can become markup.
 * Returns how many were queued; delivery happens after the response and from the cron.
 */
export async function notifyFollowersOfAnswer(
  ctx: ServiceContext,
  { question, answer, answeredBy }: { question: QuestionRow; answer: AnswerRow; answeredBy: string },
  config: CommunityMailConfig,
): Promise<number> {
  const followers = await followersToMail(ctx.db, question.id, answeredBy, MAX_MAILS_PER_ANSWER);
  const [first, ...rest] = followers.map((follower) =>
    insertMailStatement(
      ctx.db,
      toOutboxRow(
        {
          kind: "question-answered",
          to: follower.email,
          subject: `New answer: ${excerpt(question.title, 150)}`,
          text: [
            `Hi ${follower.name},`,
            "",
            `${answer.authorName} answered a question you follow:`,
            "",
            question.title,
            "",
            excerpt(answer.body),
            "",
            `Read it and reply: ${siteLink(config.siteUrl, questionPath(question.id, question.slug))}`,
            "",
            "You get this because you follow the question. Unfollow it on its page, or turn off follow updates in your account settings.",
          ].join("\n"),
        },
        config.mailFrom,
        ctx.now,
      ),
    ),
  );
  if (first) await runInOneBatch(ctx.db, [first, ...rest]);
  return followers.length;
}
