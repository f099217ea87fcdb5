import Link from "next/link";
import { formatDate } from "@/lib/format/dates";
import type { Question } from "@/lib/services/community/questions";
import type { Location } from "@/lib/services/locations/location";
import styles from "../questions.module.css";
import community from "@/app/_components/community/community.module.css";

/** Questions as a list: title (a link to the question), place, asker, date and answers. */
export function QuestionList({ questions }: { questions: (Question & { location: Location | null })[] }) {
  return (
    <ol className={community.posts} data-testid="question-list">
      {questions.map((question) => (
        <li key={question.id} className={community.post} data-testid="question-summary">
          <h3 className={styles.questionTitle}>
            <Link href={question.uri}>{question.title}</Link>
          </h3>
          <p className={community.muted}>
            {question.location && (
              <>
                <Link href={question.location.uri}>{question.location.displayText}</Link> ·{" "}
              </>
            )}
            {question.authorName} · {formatDate(question.createdAt)} ·{" "}
            {question.answerCount === 0
              ? "No answers yet"
              : `${question.answerCount} ${question.answerCount === 1 ? "answer" : "answers"}`}
            {question.bestAnswerId !== null && " · Answered"}
          </p>
        </li>
      ))}
    </ol>
  );
}
