import { getOfficeOrThrow } from "@/lib/services/agents/get-agents";
import { getLocalAgents } from "@/lib/services/locations/local-agents";
import type { Location } from "@/lib/services/locations/location";
import { requestContext } from "@/lib/services/request-context";
import styles from "../../locations.module.css";

/**
 * The suburb's sponsor slot: the agents who sold most there over the last 12 months, from the
 * listings' agents. Names only for now: agent profile pages do not exist yet, so there is nothing
 * to link to.
 */
export async function LocalAgents({ location }: { location: Location }) {
  const ctx = requestContext();
  const result = await getLocalAgents(ctx, location);
  // The default take is always accepted: a refusal here is a bug, not the visitor's doing.
  if (!result.ok) throw new Error(result.message);
  if (result.agents.length === 0) return null;
  const agents = await Promise.all(
    result.agents.map(async (local) => ({ ...local, office: await getOfficeOrThrow(ctx, local.agent.officeId) })),
  );
  return (
    <section aria-labelledby="local-agents-heading" className={styles.section}>
      <h2 id="local-agents-heading">Agents who sold most in {location.name}</h2>
      <ul className={styles.places} data-testid="local-agents">
        {agents.map(({ agent, office, sold }) => (
          <li key={agent.id}>
            <strong>{agent.name}</strong>, {office.name}
            <br />
            <span className={styles.muted}>
              {sold} {sold === 1 ? "home" : "homes"} sold in the last 12 months
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
