import Link from "next/link";
import { locationQuestionsPath } from "@/lib/community/question-urls";
import { formatDate } from "@/lib/format/dates";
import { countOf } from "@/lib/format/numbers";
import { getQuestions } from "@/lib/services/community/questions";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import styles from "../../locations.module.css";

/**
 * The place's newest questions (Q&A take: 5) and the way to all of them and to ask one. Read for
 * no viewer: the page is shared by every reader.
 */
export async function QuestionsSection({ location }: { location: Location }) {
  const { slug, name } = location;
  const result = await getQuestions(requestContext(), null, { locationId: location.id });
  // The first page in the default order is always a valid ask: a refusal here is a bug.
  if (!result.ok) throw new Error(result.message);
  const { questions, total } = result;
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
