import Link from "next/link";
import { LocationQuestionsDocument } from "@/lib/graphql/generated/documents/LocationQuestions";
import { runOperation } from "@/lib/graphql/server";
import { locationQuestionsPath } from "@/lib/community/question-urls";
import { formatDate } from "@/lib/format/dates";
import styles from "../../locations.module.css";
import { countOf } from "@/lib/format/numbers";

/** The place's newest questions (Q&A take: 5) and the way to all of them and to ask one. */
export async function QuestionsSection({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationQuestionsDocument, { slug });
  if (!location) return null;
  const { questions, total } = location.questions;
  return (
    <section aria-labelledby="questions-heading" className={styles.section} data-testid="location-questions-section">
      <h2 id="questions-heading">Questions about {name}</h2>
      {questions.length === 0 ? (
        <p className={styles.muted}>No one has asked about {name} yet.</p>
      ) : (
        <ul>
          {questions.map((question) => (
            <li key={question.id}>
              <Link href={question.uri}>{question.title}</Link>{" "}
              <span className={styles.muted}>
                {formatDate(question.createdAt)} ·{" "}
                {question.answerCount === 1 ? "1 answer" : `${question.answerCount} answers`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={locationQuestionsPath(slug)}>
          {total === 0
            ? `Ask the locals about ${name}`
            : total === 1
              ? "Read the question, or ask your own"
              : `All ${countOf(total, "question")}, or ask your own`}
        </Link>
      </p>
    </section>
  );
}
