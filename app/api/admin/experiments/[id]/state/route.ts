import { z } from "zod";
import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { changeExperimentState } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** POST {state: "running" | "stopped"}: start or stop. */
export const POST = restRoute(
  {
    auth: "staff",
    params: z.object({ id: z.string() }),
    body: z.object({ state: z.enum(["running", "stopped"], { message: 'state must be "running" or "stopped"' }) }),
  },
  async ({ staff, params, body }) =>
    changeAnswer(await changeExperimentState(workerPlatformContext(), staff, params.id, body.state)),
);
