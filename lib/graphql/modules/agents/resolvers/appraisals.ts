import type { Resolvers } from "../../../generated/resolvers-types";
import { serverEnv } from "../../../../env";
import { requestAppraisal } from "../../../../services/agents/appraisal-request";
import { deliverMailAfterResponse } from "../../../../services/mail/deliver-after-response";
import { payloadOf } from "../../../payload";

export const appraisalResolvers: Resolvers = {
  Mutation: {
    requestAppraisal: (_, { input }, ctx) =>
      payloadOf(
        async () => {
          const { turnstileToken, message, website, ...request } = input;
          const result = await requestAppraisal(
            ctx,
            { ...request, message: message ?? undefined, website: website ?? undefined },
            {
              from: serverEnv.MAIL_FROM,
              turnstileSecret: serverEnv.TURNSTILE_SECRET_KEY,
              turnstileToken: turnstileToken ?? "",
              remoteIp: ctx.request?.headers.get("cf-connecting-ip") ?? undefined,
              // The member from the session, never from the input.
              memberId: ctx.viewer?.memberId,
            },
          );
          if (result.ok && result.requestId) deliverMailAfterResponse();
          return result;
        },
        (result) => ({
          requestId: result.requestId || null,
          agents: result.agents.map((agent) => ({ id: String(agent.id), name: agent.name })),
          address: result.address || null,
          copiedTo: result.copiedTo,
        }),
        () => ({ requestId: null, agents: [], address: null, copiedTo: null }),
      ),
  },
};
