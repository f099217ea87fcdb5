import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { formatDate } from "@/lib/format/dates";
import { getQuestionPage, getQuestions } from "@/lib/services/community/questions";
import { locationSearchUrl } from "@/lib/services/locations/location-search-url";
import { requestContext } from "@/lib/services/request-context";
import { locationQuestionsPath, QNA_PATH } from "@/lib/community/question-urls";
import { PostText } from "@/app/_components/community/post-text";
import { FollowButton } from "@/app/_components/follow-button";
import { QuestionOwnerActions } from "@/app/_components/community/question-owner-actions";
import { QuestionAnswers } from "@/app/_components/community/question-answers";
import community from "@/app/_components/community/community.module.css";
import layout from "@/app/(site)/_components/two-column/two-column.module.css";
import styles from "../questions.module.css";
import { countOf } from "@/lib/format/numbers";

/** Related questions beside a question: the newest others about the same place. */
const RELATED_SHOWN = 5;

interface Props {
  params: Promise<{ uri: string }>;
}

// A question page is the same for everyone (the viewer's votes, follow and best-answer choice load
// in the browser), so it is read as a visitor would.
const loadQuestion = cache((uri: string) => getQuestionPage(requestContext(), null, uri));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadQuestion((await params).uri);
  if (!page) return {};
  const where = page.location ? ` (${page.location.displayText})` : "";
  return {
    title: `${page.question.title}${where}`,
    description: `${countOf(page.question.answerCount, "answer")} from locals. ${page.question.body}`.slice(0, 160),
    alternates: { canonical: page.question.uri },
  };
}

/** A question at its unique uri: the question, its place, answers (best first) with comments. */
export default async function QuestionPage({ params }: Props) {
  const { uri } = await params;
  const page = await loadQuestion(uri);
  if (!page) notFound();
  const { question, location, answers } = page;
  if (question.uri !== `${QNA_PATH}/${uri}`) permanentRedirect(question.uri);
  const others = location
    ? await getQuestions(requestContext(), null, { locationId: location.id, sortOrder: "recent" })
    : undefined;
  const related = others?.ok
    ? others.questions.filter((other) => other.id !== question.id).slice(0, RELATED_SHOWN)
    : [];

  return (
    <article className={styles.page} data-testid="question-page">
      <nav aria-label="Breadcrumb">
        <Link href={QNA_PATH}>Q&amp;A</Link>
        {location && (
          <>
            {" › "}
            <Link href={locationQuestionsPath(location.slug)}>Questions about {location.displayText}</Link>
          </>
        )}
      </nav>
      <div className={layout.columns}>
        <div className={layout.main}>
          <header className={styles.header}>
            <h1 data-testid="question-title">{question.title}</h1>
            {question.body && <PostText text={question.body} linksAllowed={question.linksAllowed} />}
            <p className={community.muted}>
              Asked by {question.authorName} on {formatDate(question.createdAt)}
              {location && (
                <>
                  {" about "}
                  <Link href={location.uri}>{location.displayText}</Link>
                </>
              )}
            </p>
            <div className={community.actions}>
              <FollowButton
                targetType="question"
                targetId={String(question.id)}
                label="this question"
                className={community.button}
                testId="follow-question"
              />
              <QuestionOwnerActions
                questionId={String(question.id)}
                backTo={location ? locationQuestionsPath(location.slug) : QNA_PATH}
              />
            </div>
          </header>
          <QuestionAnswers
            questionId={String(question.id)}
            questionPath={question.uri}
            answers={answers}
            bestAnswerId={question.bestAnswerId}
          />
        </div>
        {/* Beside the question on a desktop, after it on a phone: the place and what else people asked about it. */}
        {location && (
          <aside
            className={layout.aside}
            aria-label={`More about ${location.displayText}`}
            data-testid="question-aside"
          >
            <section aria-labelledby="question-place" className={styles.section}>
              <h2 id="question-place">The place</h2>
              <p>
                <Link href={location.uri}>{location.displayText}</Link>
              </p>
              <ul>
                <li>
                  <Link href={locationSearchUrl("Buy", location.slug)}>Homes for sale in {location.name}</Link>
                </li>
                <li>
                  <Link href={locationSearchUrl("Rent", location.slug)}>Homes for rent in {location.name}</Link>
                </li>
                <li>
                  <Link href={locationQuestionsPath(location.slug)}>All questions about {location.name}</Link>
                </li>
              </ul>
            </section>
            <section aria-labelledby="question-related" className={styles.section}>
              <h2 id="question-related">Related questions</h2>
              {related.length === 0 ? (
                <p className={community.muted}>No other questions about {location.name} yet.</p>
              ) : (
                <ul data-testid="related-questions">
                  {related.map((other) => (
                    <li key={other.id}>
                      <Link href={other.uri}>{other.title}</Link>{" "}
                      <span className={community.muted}>({countOf(other.answerCount, "answer")})</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </aside>
        )}
      </div>
    </article>
  );
}
