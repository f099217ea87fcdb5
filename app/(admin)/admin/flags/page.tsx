import type { Metadata } from "next";
import Link from "next/link";
import { serverEnv } from "@/lib/env";
import { APP_ENVIRONMENTS, type AppEnvironment } from "@/lib/flags/presets";
import { listFlagSettings } from "@/lib/services/platform/flag-settings";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { setFlagAction } from "../actions";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";

export const metadata: Metadata = { title: "Feature flags", robots: { index: false } };

export default async function AdminFlags({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("platform");
  const asked = (await searchParams).environment;
  const environment: AppEnvironment = (APP_ENVIRONMENTS as readonly unknown[]).includes(asked)
    ? (asked as AppEnvironment)
    : serverEnv.APP_ENV;
  const flags = await listFlagSettings(workerPlatformContext(), viewer, environment);
  return (
    <AdminFrame title={`Feature flags: ${environment}`} viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <p>
        Environment:{" "}
        {APP_ENVIRONMENTS.map((name) => (
          <Link
            key={name}
            href={`/admin/flags?environment=${name}`}
            aria-current={name === environment ? "page" : undefined}
            style={{ marginRight: "0.75rem" }}
          >
            {name}
          </Link>
        ))}
      </p>
      <p>
        Changes reach every page within a minute. PAGE_FEATURES &quot;true&quot; in the environment still forces a flag
        on.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Preset</th>
            <th scope="col">Now</th>
            <th scope="col">Last set</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <tr key={flag.key} data-testid={`flag-${flag.key}`}>
              <th scope="row">
                {flag.label} <code>{flag.key}</code>
              </th>
              <td>{flag.preset ? "on" : "off"}</td>
              <td data-testid="flag-state">{flag.enabled ? "on" : "off"}</td>
              <td>{flag.stored ? `${flag.stored.updatedBy}, ${formatWhen(flag.stored.updatedAt)}` : "preset"}</td>
              <td>
                <form action={setFlagAction}>
                  <input type="hidden" name="environment" value={environment} />
                  <input type="hidden" name="key" value={flag.key} />
                  <input type="hidden" name="enabled" value={flag.enabled ? "false" : "true"} />
                  <button type="submit">
                    Turn {flag.enabled ? "off" : "on"}
                    <span className="visually-hidden"> {flag.key}</span>
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminFrame>
  );
}
