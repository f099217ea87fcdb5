import { z } from "zod";
import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

/** PUT the whole definition (the id comes from the path). */
export const PUT = restRoute(
  { auth: "staff", params: z.object({ id: z.string() }), body: "json" },
  async ({ staff, params, body }) =>
    changeAnswer(await saveExperimentDefinition(workerPlatformContext(), staff, { ...body, id: params.id }, "edit")),
);
