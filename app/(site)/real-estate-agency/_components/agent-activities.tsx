import { AGENTS_PAGE_SIZE } from "@/lib/agents/ranking";
import { agentActivities } from "@/lib/services/agents/agent-activity";
import { requestContext } from "@/lib/services/request-context";
import { AgentActivityItem } from "./agent-activity-item";
import { AgentActivitiesMore } from "./agent-activities-more";
import styles from "../agency.module.css";

/**
 * The agent's activities, newest first: the first page (agents paging: 5) renders into the
 * profile's shared copy (public, the same for everyone); "Show more" reads further pages from
 * /api/v1/agents/activities in the browser, so the page itself never varies.
 */
export async function AgentActivities({ agent }: { agent: { id: number; profileUrl: string; firstName: string } }) {
  const page = await agentActivities(requestContext(), agent, {});
  if (!page.ok) return null;
  return (
    <section aria-labelledby="agent-activities" className={styles.section} data-testid="agent-activities">
      <h2 id="agent-activities">{agent.firstName}&apos;s activity</h2>
      {page.activities.length === 0 ? (
        <p className={styles.muted}>Nothing yet.</p>
      ) : (
        <AgentActivitiesMore
          agentId={agent.id}
          firstName={agent.firstName}
          hasMore={page.hasMore}
          shown={page.activities.length}
          pageSize={AGENTS_PAGE_SIZE}
        >
          {page.activities.map((item) => (
            <AgentActivityItem key={`${item.type}-${item.id}`} item={item} />
          ))}
        </AgentActivitiesMore>
      )}
    </section>
  );
}
