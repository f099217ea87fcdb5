import { communityPostHandler } from "@/app/_community/community-post-route";
import { placeOf } from "@/app/_community/place-of";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { voteOnAnswer } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

/**
 * POST /locations/{slug}/questions/{id}/vote `{ answerId, value }` (and the uniqueUri form, which
 * middleware rewrites here): the member votes an answer of question {id} up (1), down (-1) or
 * takes the vote back (0). One vote per member per answer, however often or at once it is sent.
 */
const handler = communityPostHandler(
  async ({ ctx, viewer, params, body }) => {
    requireMember(viewer);
    const location = await placeOf(ctx, params.slug!);
    return voteOnAnswer(ctx, viewer, {
      answerId: body.answerId,
      value: body.value,
      questionId: params.id,
      locationId: location.id,
    });
  },
  (result) => ({ answerId: result.answerId, vote: result.vote, score: result.score }),
);

export const POST = legacyRoute(ops.legacyVoteOnAnswer, handler);
