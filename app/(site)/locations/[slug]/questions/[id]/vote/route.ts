import { purgeChangedPage } from "@/app/_community/changed-page";
import { placeOf } from "@/app/_community/place-of";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { voteOnAnswer } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

/**
 * POST /locations/{slug}/questions/{id}/vote `{ answerId, value }` (and the uniqueUri form, which
 * middleware rewrites here): the member votes an answer of question {id} up (1), down (-1) or
 * takes the vote back (0). One vote per member per answer, however often or at once it is sent.
 */
export const POST = restRoute(
  { operation: ops.legacyVoteOnAnswer, auth: "session" },
  async ({ ctx, viewer, request, params, body }) => {
    requireMember(viewer);
    const location = await placeOf(ctx, params.slug);
    const result = await voteOnAnswer(ctx, viewer, {
      answerId: body.answerId,
      value: body.value,
      questionId: params.id,
      locationId: location.id,
    });
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { answerId: result.answerId, vote: result.vote, score: result.score };
  },
);
