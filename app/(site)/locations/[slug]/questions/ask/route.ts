import { communityPostHandler } from "@/app/_community/community-post-route";
import { placeOf } from "@/app/_community/place-of";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { askQuestion } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

/**
 * POST /locations/{slug}/questions/ask `{ title, body? }` (and `/{uniqueUri}/questions/ask`,
 * which middleware rewrites here): the member asks about the place and follows the question.
 */
const handler = communityPostHandler(
  async ({ ctx, viewer, params, body }) => {
    requireMember(viewer);
    const location = await placeOf(ctx, params.slug!);
    return askQuestion(ctx, viewer, { locationId: location.id, title: body.title, body: body.body });
  },
  (result) => ({ question: { id: result.question.id, uri: result.question.uri, title: result.question.title } }),
  { status: 201 },
);

export const POST = legacyRoute(ops.legacyAskQuestion, handler);
