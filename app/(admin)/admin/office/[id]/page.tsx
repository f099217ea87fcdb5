import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requestContext } from "@/lib/services/request-context";
import { officeAgents } from "@/lib/services/staff/office-agents";
import { AdminFrame } from "../../_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "../../_components/outcome";
import { requireStaffPage } from "../../require-staff";
import { linkAgentAction, unlinkAgentAction } from "../actions";

export const metadata: Metadata = { title: "Office agents", robots: { index: false } };

/**
 * /admin/office/{id}: the office's agents and the member account each signs in with. The office's
 * principal (or an admin) links an agent to the account they signed up with, and unlinks it when
 * they leave.
 */
export default async function OfficeAgentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: AdminSearchParams;
}) {
  const viewer = await requireStaffPage("office");
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const result = await officeAgents(requestContext(), viewer, id);
  if (!result.ok) notFound();
  const { office, agents } = result;
  return (
    <AdminFrame title={`${office.name}: agents`} viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <table>
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">Signs in as</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {agents.map((agent) => (
            <tr key={agent.agentId} data-testid="office-agent-row">
              <td>
                {agent.firstName} {agent.lastName}
              </td>
              <td>{agent.memberEmail ?? "No account linked"}</td>
              <td>
                {agent.memberId ? (
                  <form action={unlinkAgentAction}>
                    <input type="hidden" name="officeId" value={office.id} />
                    <input type="hidden" name="agentId" value={agent.agentId} />
                    <button type="submit" aria-label={`Unlink ${agent.firstName} ${agent.lastName}'s account`}>
                      Unlink
                    </button>
                  </form>
                ) : (
                  <form action={linkAgentAction} style={{ display: "flex", gap: "0.5rem" }}>
                    <input type="hidden" name="officeId" value={office.id} />
                    <input type="hidden" name="agentId" value={agent.agentId} />
                    <label>
                      <span className="visually-hidden">
                        Member e-mail for {agent.firstName} {agent.lastName}
                      </span>
                      <input name="email" type="email" required placeholder="Their member e-mail" />
                    </label>
                    <button type="submit">Link</button>
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
