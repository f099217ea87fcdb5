import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getQuestions, QUESTION_SORTS } from "@/lib/services/community/questions";
import { getLocation } from "@/lib/services/locations/get-location";
import { requestContext } from "@/lib/services/request-context";
import { LOCATION_SLUG } from "@/lib/locations/location-urls";
import { locationQuestionsPath, QNA_PATH } from "@/lib/community/question-urls";
import { AskQuestionForm } from "@/app/_components/community/ask-question-form";
import { QuestionList } from "../../../questions/_components/question-list";
import { Pager } from "@/app/_components/pager";
import community from "@/app/_components/community/community.module.css";
import styles from "../../../questions/questions.module.css";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const SORT_LABELS: Record<(typeof QUESTION_SORTS)[number], string> = {
  recent: "Newest",
  active: "Recently active",
  unanswered: "Unanswered",
  most_answered: "Most answered",
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const loadPlace = cache(async (slug: string) =>
  LOCATION_SLUG.test(slug) ? getLocation(requestContext(), slug) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const place = await loadPlace((await params).slug);
  if (!place) return {};
  return {
    title: `Questions about ${place.displayText}: ask the locals`,
    description: `What locals say about living in ${place.displayText}: questions and answers.`,
    alternates: { canonical: locationQuestionsPath(place.slug) },
  };
}

function hrefOf(slug: string, sort: string, page = 1): string {
  const params = new URLSearchParams();
  if (sort !== "recent") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${locationQuestionsPath(slug)}${query ? `?${query}` : ""}`;
}

/** A place's questions (sort orders, 5 a page) and the form to ask one about it. */
export default async function LocationQuestionsPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const place = await loadPlace(slug);
  if (!place) notFound();
  const asked = one(query.sort);
  const sort = QUESTION_SORTS.find((value) => value === asked) ?? "recent";
  const result = await getQuestions(requestContext(), null, {
    locationId: place.id,
    sortOrder: sort,
    page: Number(one(query.page) ?? 1),
  });
  if (!result.ok || (result.page > result.pageCount && result.page > 1)) notFound();

  return (
    <div className={styles.page} data-testid="location-questions">
      <nav aria-label="Breadcrumb">
        <Link href={QNA_PATH}>Q&amp;A</Link> › <Link href={place.uri}>{place.displayText}</Link>
      </nav>
      <header className={styles.header}>
        <h1>Questions about {place.displayText}</h1>
      </header>
      <nav aria-label="Sort questions">
        <ul className={styles.choices}>
          {QUESTION_SORTS.map((value) => (
            <li key={value}>
              <Link href={hrefOf(place.slug, value)} aria-current={value === sort ? "page" : undefined}>
                {SORT_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.questions.length === 0 ? (
        <p>No questions here yet. Be the first to ask.</p>
      ) : (
        <QuestionList questions={result.questions} />
      )}
      <Pager
        page={result.page}
        pageCount={result.pageCount}
        className={community.pager}
        hrefOf={(n) => hrefOf(place.slug, sort, n)}
      />
      <section className={styles.section} aria-labelledby="ask-heading">
        <h2 id="ask-heading">Ask about {place.name}</h2>
        <AskQuestionForm locationId={String(place.id)} returnTo={locationQuestionsPath(place.slug)} />
      </section>
    </div>
  );
}
