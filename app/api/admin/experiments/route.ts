import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { listExperimentsForAdmin, saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";

export const GET = restRoute({ auth: "staff" }, ({ staff }) => listExperimentsForAdmin(workerPlatformContext(), staff));

/** POST a definition: 400 with every reason when it is malformed. */
export const POST = restRoute({ auth: "staff", body: "json" }, async ({ staff, body }) =>
  changeAnswer(await saveExperimentDefinition(workerPlatformContext(), staff, body, "create")),
);
