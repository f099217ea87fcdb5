import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";
import { getExperimentForAdmin } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { setExperimentStateAction } from "../../actions";
import { AdminFrame } from "../../_components/admin-frame";
import { formatWhen } from "../../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../../_components/outcome";
import { ExperimentForm } from "../../experiment-form";
import { requireStaffPage } from "../../require-staff";

export const metadata: Metadata = { title: "Experiment", robots: { index: false } };

export default async function AdminExperiment({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: AdminSearchParams;
}) {
  const viewer = await requireStaffPage("platform");
  const { id } = await params;
  const experiment = await getExperimentForAdmin(workerPlatformContext(), viewer, id);
  if (!experiment) notFound();
  const next = experiment.state === "running" ? "stopped" : "running";
  return (
    <AdminFrame title={`Experiment ${experiment.id}`} viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <p data-testid="experiment-state">
        State: <strong>{experiment.state}</strong> · started {formatWhen(experiment.startedAt)} · stopped{" "}
        {formatWhen(experiment.stoppedAt)}
      </p>
      <form action={setExperimentStateAction}>
        <input type="hidden" name="id" value={experiment.id} />
        <input type="hidden" name="state" value={next} />
        <button type="submit">{next === "running" ? "Start experiment" : "Stop experiment"}</button>
      </form>
      <h2>Edit</h2>
      <ExperimentForm experiment={experiment} defaultEnvironment={serverEnv.APP_ENV} />
    </AdminFrame>
  );
}
