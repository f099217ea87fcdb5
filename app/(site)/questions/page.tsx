import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getQuestions } from "@/lib/services/community/questions";
import { requestContext } from "@/lib/services/request-context";
import { locationQuestionsPath, QNA_PATH } from "@/lib/community/question-urls";
import { getPopularLocations } from "@/lib/services/locations/popular-locations";
import layout from "@/app/(site)/_components/two-column/two-column.module.css";
import { QuestionList } from "./_components/question-list";
import { Pager } from "@/app/_components/pager";
import community from "@/app/_components/community/community.module.css";
import styles from "./questions.module.css";

export const metadata: Metadata = {
  title: "Q&A: ask locals about suburbs, streets and schools",
  description: "Questions and answers from locals about living in Australian suburbs: recent and unanswered questions.",
  alternates: { canonical: QNA_PATH },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const TABS = [
  { sort: "recent", label: "Recent" },
  { sort: "unanswered", label: "Unanswered" },
] as const;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hrefOf(sort: string, page = 1): string {
  const params = new URLSearchParams();
  if (sort !== "recent") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${QNA_PATH}?${query}` : QNA_PATH;
}

/**
 * The Q&A index: the country's recent or unanswered questions, 5 a page. Calls the services
 * directly (as the agent finder does) so the page does not carry its own copy of the GraphQL
 * schema into the Worker. Asking starts from a place's questions.
 */
export default async function QnaIndexPage({ searchParams }: Props) {
  const params = await searchParams;
  const sort = one(params.sort) === "unanswered" ? "unanswered" : "recent";
  const page = Number(one(params.page) ?? 1);
  const ctx = requestContext();
  const otherSort = sort === "recent" ? "unanswered" : "recent";
  const [result, other, places] = await Promise.all([
    getQuestions(ctx, null, { sortOrder: sort, page }),
    getQuestions(ctx, null, { sortOrder: otherSort }),
    getPopularLocations(ctx, { take: 8 }),
  ]);
  if (!result.ok || (result.page > result.pageCount && result.page > 1)) notFound();

  return (
    <div className={styles.page} data-testid="qna-index">
      <header className={styles.header}>
        <h1>Q&amp;A: ask the locals</h1>
        <p>
          Questions about living in a suburb, answered by people who live there. To ask, open the place you are curious
          about from <Link href="/locations">Where to live</Link> and choose its questions.
        </p>
      </header>
      <form action="/questions/search" method="get" role="search" className={styles.searchForm}>
        <label>
          Search questions{" "}
          <input type="search" name="q" maxLength={200} placeholder="school zones in Carlton" required />
        </label>
        <button type="submit">Search</button>
      </form>
      <div className={layout.columns}>
        <div className={layout.main}>
          <nav aria-label="Which questions">
            <ul className={styles.choices}>
              {TABS.map((tab) => (
                <li key={tab.sort}>
                  <Link href={hrefOf(tab.sort)} aria-current={tab.sort === sort ? "page" : undefined}>
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {result.questions.length === 0 ? (
            <p>{sort === "unanswered" ? "Every question has an answer." : "No questions yet."}</p>
          ) : (
            <QuestionList questions={result.questions} />
          )}
          <Pager
            page={result.page}
            pageCount={result.pageCount}
            className={community.pager}
            hrefOf={(n) => hrefOf(sort, n)}
          />
        </div>
        {/* Beside the list on a desktop: the other list's newest, and busy places to ask about. */}
        <aside className={layout.aside} aria-label="More questions" data-testid="qna-aside">
          {other.ok && other.questions.length > 0 && (
            <section aria-labelledby="qna-other" className={styles.section}>
              <h2 id="qna-other">{otherSort === "unanswered" ? "Waiting for an answer" : "Recently asked"}</h2>
              <ul data-testid="qna-other-questions">
                {other.questions.map((question) => (
                  <li key={question.id}>
                    <Link href={question.uri}>{question.title}</Link>
                    {question.location && <span className={community.muted}> · {question.location.displayText}</span>}
                  </li>
                ))}
              </ul>
              <p>
                <Link href={hrefOf(otherSort)}>
                  All {otherSort === "unanswered" ? "unanswered" : "recent"} questions
                </Link>
              </p>
            </section>
          )}
          <section aria-labelledby="qna-places" className={styles.section}>
            <h2 id="qna-places">Ask about a busy suburb</h2>
            <ul data-testid="qna-places">
              {places.map((place) => (
                <li key={place.id}>
                  <Link href={locationQuestionsPath(place.slug)}>{place.displayText}</Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
