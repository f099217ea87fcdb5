import { LocationLocalAgentsDocument } from "@/lib/graphql/generated/documents/LocationLocalAgents";
import { runOperation } from "@/lib/graphql/server";
import styles from "../../locations.module.css";

/**
 * The suburb's sponsor slot: the agents who sold most there over the last 12 months, from the
 * listings' agents. Names only for now: agent profile pages do not exist yet, so there is nothing
 * to link to.
 */
export async function LocalAgents({ slug, name }: { slug: string; name: string }) {
  const { location } = await runOperation(LocationLocalAgentsDocument, { slug });
  const agents = location?.localAgents ?? [];
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby="local-agents-heading" className={styles.section}>
      <h2 id="local-agents-heading">Agents who sold most in {name}</h2>
      <ul className={styles.places} data-testid="local-agents">
        {agents.map(({ agent, sold }) => (
          <li key={agent.id}>
            <strong>{agent.name}</strong>, {agent.office.name}
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
