import type { Metadata } from "next";
import { listApiKeys } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";
import { revokeApiKeyAction } from "./actions";
import { ApiKeyForm } from "./api-key-form";

export const metadata: Metadata = { title: "API keys", robots: { index: false } };

export default async function AdminApiKeys({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("platform");
  const keys = await listApiKeys(workerPlatformContext(), viewer);
  return (
    <AdminFrame title="API keys" viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <p>
        Partners call the public API (/api/v1, described at /api/v1/openapi.json) with a key in the X-Api-Key header.
      </p>
      <h2>New key</h2>
      <ApiKeyForm />
      <h2>Keys</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Starts with</th>
            <th scope="col">Scope</th>
            <th scope="col">Per minute</th>
            <th scope="col">Origins</th>
            <th scope="col">Created</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid="api-key-row">
              <th scope="row">{key.name}</th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{key.scope}</td>
              <td>{key.requestsPerMinute}</td>
              <td>{key.allowedOrigins.join(" ") || "none"}</td>
              <td>
                {key.createdBy}, {formatWhen(key.createdAt)}
              </td>
              <td>
                {key.revokedAt !== null ? (
                  `revoked ${formatWhen(key.revokedAt)}`
                ) : (
                  <form action={revokeApiKeyAction}>
                    <input type="hidden" name="id" value={key.id} />
                    <button type="submit">
                      Revoke<span className="visually-hidden"> {key.name}</span>
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminFrame>
  );
}
