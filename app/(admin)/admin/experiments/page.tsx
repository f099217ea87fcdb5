import type { Metadata } from "next";
import Link from "next/link";
import { serverEnv } from "@/lib/env";
import { listExperimentsForAdmin } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { ExperimentForm } from "../experiment-form";
import { requireStaffPage } from "../require-staff";

export const metadata: Metadata = { title: "Experiments", robots: { index: false } };

export default async function AdminExperiments({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("platform");
  const experiments = await listExperimentsForAdmin(workerPlatformContext(), viewer);
  return (
    <AdminFrame title="Experiments" viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <table>
        <thead>
          <tr>
            <th scope="col">Experiment</th>
            <th scope="col">Environment</th>
            <th scope="col">Feature</th>
            <th scope="col">Target</th>
            <th scope="col">Variants</th>
            <th scope="col">State</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {experiments.map((experiment) => (
            <tr key={experiment.id} data-testid={`experiment-${experiment.id}`}>
              <th scope="row">
                <Link href={`/admin/experiments/${experiment.id}`}>{experiment.id}</Link>
              </th>
              <td>{experiment.environment}</td>
              <td>{experiment.feature}</td>
              <td>{experiment.targetUrl ?? "everywhere"}</td>
              <td>{experiment.variants.map((variant) => `${variant.name} ${variant.weight}%`).join(", ")}</td>
              <td>{experiment.state}</td>
              <td>{formatWhen(experiment.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>New experiment</h2>
      <ExperimentForm defaultEnvironment={serverEnv.APP_ENV} />
    </AdminFrame>
  );
}
