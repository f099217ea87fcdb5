import { purgeChangedPage } from "@/app/_community/changed-page";
import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import * as ops from "@/lib/http/api/operations/community-legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { answerQuestion } from "@/lib/services/community/questions";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/** POST /posts/questions/answer `{ questionId, body }`: the member answers (201); the question's followers are mailed. */
export const POST = restRoute(
  { operation: ops.legacyAnswerQuestion, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const result = await answerQuestion(
      ctx,
      viewer,
      { questionId: body.questionId, body: body.body },
      memberServiceConfig(request),
    );
    if (!result.ok) return result;
    if (result.mailed > 0) deliverMailAfterResponse();
    await purgeChangedPage(request, result);
    return { answer: result.answer };
  },
);
