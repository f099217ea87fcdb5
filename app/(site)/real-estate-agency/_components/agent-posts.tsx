import Link from "next/link";
import { formatDate } from "@/lib/format/dates";
import { getAgentAnswers, getAgentQuestions } from "@/lib/services/agents/agent-posts";
import { requestContext } from "@/lib/services/request-context";
import styles from "../agency.module.css";

/**
 * The questions the agent asked and the answers they gave in the community Q&A, newest first, the
 * first page of each (agents paging: 5). Visible posts only and the same for every visitor, so it
 * renders into the profile's shared copy. What members wrote is rendered as text.
 */
export async function AgentPosts({ agent }: { agent: { id: number; firstName: string } }) {
  const ctx = requestContext();
  const [answers, questions] = await Promise.all([getAgentAnswers(ctx, agent, {}), getAgentQuestions(ctx, agent, {})]);
  if (!answers.ok || !questions.ok) return null;
  return (
    <section aria-labelledby="agent-posts" className={styles.section} data-testid="agent-posts">
      <h2 id="agent-posts">{agent.firstName}&apos;s questions and answers</h2>
      <h3 id="agent-answers">Answers</h3>
      {answers.answers.length === 0 ? (
        <p className={styles.muted}>{agent.firstName} has not answered a question yet.</p>
      ) : (
        <ul aria-labelledby="agent-answers" data-testid="agent-answers">
          {answers.answers.map((answer) => (
            <li key={answer.id} className={styles.review} data-testid="agent-answer">
              <p>
                <Link href={answer.question.uri}>{answer.question.title}</Link>
                {answer.isBest && <span className={styles.muted}> · best answer</span>}
              </p>
              <p className={styles.reviewBody}>{answer.body}</p>
              <p className={styles.muted}>
                <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time> · {answer.score}{" "}
                {answer.score === 1 || answer.score === -1 ? "vote" : "votes"}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 id="agent-questions">Questions</h3>
      {questions.questions.length === 0 ? (
        <p className={styles.muted}>{agent.firstName} has not asked a question yet.</p>
      ) : (
        <ul aria-labelledby="agent-questions" data-testid="agent-questions">
          {questions.questions.map((question) => (
            <li key={question.id} className={styles.review} data-testid="agent-question">
              <p>
                <Link href={question.uri}>{question.title}</Link>
              </p>
              <p className={styles.muted}>
                <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time> · {question.answerCount}{" "}
                {question.answerCount === 1 ? "answer" : "answers"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
