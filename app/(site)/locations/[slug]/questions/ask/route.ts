import { purgeChangedPage } from "@/app/_community/changed-page";
import { placeOf } from "@/app/_community/place-of";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { askQuestion } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

/**
 * POST /locations/{slug}/questions/ask `{ title, body? }` (and `/{uniqueUri}/questions/ask`,
 * which middleware rewrites here): the member asks about the place and follows the question (201).
 */
export const POST = restRoute(
  { operation: ops.legacyAskQuestion, auth: "session" },
  async ({ ctx, viewer, request, params, body }) => {
    requireMember(viewer);
    const location = await placeOf(ctx, params.slug);
    const result = await askQuestion(ctx, viewer, { locationId: location.id, title: body.title, body: body.body });
    if (!result.ok) return result;
    await purgeChangedPage(request, result);
    return { question: { id: result.question.id, uri: result.question.uri, title: result.question.title } };
  },
);
