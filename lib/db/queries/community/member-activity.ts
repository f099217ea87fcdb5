import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../database";
import { answers, locationReviews, questions } from "../../schema";

type Visibility = (typeof questions.$inferSelect)["visibility"];

export interface ActivityRows {
  reviews: { id: number; locationId: number; rating: number; text: string; visibility: Visibility; at: number }[];
  asked: { id: number; locationId: number; slug: string; title: string; visibility: Visibility; at: number }[];
  answered: {
    id: number;
    questionId: number;
    questionSlug: string;
    questionTitle: string;
    locationId: number;
    text: string;
    visibility: Visibility;
    at: number;
  }[];
}

/**
 * A member's newest reviews, questions and answers (each through its `(member_id, created_at)`
 * index, `take` of each), in the visibilities the viewer may see. An answer is shown only under a
 * question that is visible.
 */
export async function memberActivityRows(
  db: Database,
  memberId: string,
  visibilities: readonly Visibility[],
  take: number,
): Promise<ActivityRows> {
  const [reviews, asked, answered] = await Promise.all([
    db
      .select({
        id: locationReviews.id,
        locationId: locationReviews.locationId,
        rating: locationReviews.rating,
        text: locationReviews.loves,
        visibility: locationReviews.visibility,
        at: locationReviews.createdAt,
      })
      .from(locationReviews)
      .where(and(eq(locationReviews.memberId, memberId), inArray(locationReviews.visibility, [...visibilities])))
      .orderBy(desc(locationReviews.createdAt))
      .limit(take),
    db
      .select({
        id: questions.id,
        locationId: questions.locationId,
        slug: questions.slug,
        title: questions.title,
        visibility: questions.visibility,
        at: questions.createdAt,
      })
      .from(questions)
      .where(and(eq(questions.memberId, memberId), inArray(questions.visibility, [...visibilities])))
      .orderBy(desc(questions.createdAt))
      .limit(take),
    db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        questionSlug: questions.slug,
        questionTitle: questions.title,
        locationId: questions.locationId,
        text: answers.body,
        visibility: answers.visibility,
        at: answers.createdAt,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          eq(answers.memberId, memberId),
          inArray(answers.visibility, [...visibilities]),
          eq(questions.visibility, "visible"),
        ),
      )
      .orderBy(desc(answers.createdAt))
      .limit(take),
  ]);
  return { reviews, asked, answered };
}
