import type { Metadata } from "next";
import Link from "next/link";
import { searchQuestions } from "@/lib/services/community/questions";
import { requestContext } from "@/lib/services/request-context";
import { QNA_PATH } from "@/lib/community/question-urls";
import { QuestionList } from "../_components/question-list";
import community from "@/app/_components/community/community.module.css";
import styles from "../questions.module.css";

export const metadata: Metadata = {
  title: "Search questions",
  robots: { index: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Questions matching typed text, most relevant first (SQLite FTS5), 5 a page. */
export default async function QuestionSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = one(params.q).slice(0, 400);
  const page = Number(one(params.page) || 1);
  const result = await searchQuestions(requestContext(), null, { q, page });
  const hrefOf = (n: number) =>
    `${QNA_PATH}/search?${new URLSearchParams({ q, ...(n > 1 ? { page: String(n) } : {}) })}`;

  return (
    <div className={styles.page} data-testid="question-search">
      <nav aria-label="Breadcrumb">
        <Link href={QNA_PATH}>Q&amp;A</Link>
      </nav>
      <header className={styles.header}>
        <h1>Questions about “{q}”</h1>
      </header>
      <form action={`${QNA_PATH}/search`} method="get" role="search" className={styles.searchForm}>
        <label>
          Search questions <input type="search" name="q" defaultValue={q} maxLength={200} required />
        </label>
        <button type="submit">Search</button>
      </form>
      {!result.ok ? (
        <p role="alert">{result.message}</p>
      ) : result.questions.length === 0 ? (
        <p>No questions match. Try fewer or different words.</p>
      ) : (
        <>
          <QuestionList questions={result.questions} />
          <nav aria-label="Pages" className={community.pager}>
            {result.page > 1 && <Link href={hrefOf(result.page - 1)}>Previous</Link>}
            {result.hasMore && <Link href={hrefOf(result.page + 1)}>More questions</Link>}
          </nav>
        </>
      )}
    </div>
  );
}
