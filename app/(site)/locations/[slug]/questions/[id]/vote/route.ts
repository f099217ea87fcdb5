import { communityPostRoute } from "@/app/_community/community-post-route";
import { placeOf } from "@/app/_community/place-of";
import { voteOnAnswer } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

type Params = { params: Promise<{ slug: string; id: string }> };

/**
 * POST /locations/{slug}/questions/{id}/vote `{ answerId, value }` (and the uniqueUri form, which
 * middleware rewrites here): the member votes an answer of question {id} up (1), down (-1) or
 * takes the vote back (0). One vote per member per answer, however often or at once it is sent.
 */
export async function POST(request: Request, { params }: Params) {
  const { slug, id } = await params;
  return communityPostRoute(
    async ({ ctx, viewer, body }) => {
      requireMember(viewer);
      const location = await placeOf(ctx, slug);
      return voteOnAnswer(ctx, viewer, {
        answerId: body.answerId,
        value: body.value,
        questionId: id,
        locationId: location.id,
      });
    },
    (result) => ({ answerId: result.answerId, vote: result.vote, score: result.score }),
  )(request);
}
