import { communityPostHandler } from "@/app/_community/community-post-route";
import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { memberServiceConfig } from "@/lib/auth/server/member-service-config";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { answerQuestion } from "@/lib/services/community/questions";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/** POST /posts/questions/answer `{ questionId, body }`: the member answers; the question's followers are mailed. */
const handler = communityPostHandler(
  async ({ request, ctx, viewer, body }) => {
    const result = await answerQuestion(
      ctx,
      viewer,
      { questionId: body.questionId, body: body.body },
      memberServiceConfig(request),
    );
    if (result.ok && result.mailed > 0) deliverMailAfterResponse();
    return result;
  },
  (result) => ({ answer: result.answer }),
  { status: 201 },
);

export const POST = legacyRoute(ops.legacyAnswerQuestion, handler);
