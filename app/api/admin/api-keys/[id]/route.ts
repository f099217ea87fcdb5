import { z } from "zod";
import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { revokeApiKey } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** DELETE: revokes the key; calls with it are refused from now on. */
export const DELETE = restRoute({ auth: "staff", params: z.object({ id: z.string() }) }, async ({ staff, params }) =>
  changeAnswer(await revokeApiKey(workerPlatformContext(), staff, params.id)),
);
