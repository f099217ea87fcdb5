import Link from "next/link";
import { questionPath } from "@/lib/community/question-urls";
import { getQuestion } from "@/lib/db/queries/community/questions";
import { locationPath } from "@/lib/locations/location-urls";
import { getAgentFollowers, getAgentFollowing } from "@/lib/services/agents/agent-followers";
import { getAgents } from "@/lib/services/agents/get-agents";
import { getLocationsByIds } from "@/lib/services/locations/get-location";
import { requestContext } from "@/lib/services/request-context";
import styles from "../agency.module.css";

/**
 * The agent's followers and what they follow, the first page of each (agents paging: 5). Public
 * and the same for every visitor, so it renders into the profile's shared copy; the rest is
 * paged through /api/v1/agent/{id}/followers and /following.
 */
export async function AgentFollows({ agentId, firstName }: { agentId: number; firstName: string }) {
  const ctx = requestContext();
  const [followers, following] = await Promise.all([
    getAgentFollowers(ctx, { agentId }),
    getAgentFollowing(ctx, { agentId }),
  ]);
  if (!followers.ok || !following.ok) return null;
  const ids = (type: string) => following.following.filter((f) => f.targetType === type).map((f) => Number(f.targetId));
  const [agents, places, questions] = await Promise.all([
    getAgents(ctx, ids("agent")),
    getLocationsByIds(ctx, ids("location")),
    Promise.all(ids("question").map((id) => getQuestion(ctx.db, id))),
  ]);
  const target = (type: string, id: string): { label: string; href: string } | null => {
    if (type === "agent") {
      const agent = agents.find((a) => String(a.id) === id);
      return agent ? { label: agent.name, href: agent.profileUrl } : null;
    }
    if (type === "location") {
      const place = places.find((p) => String(p.id) === id);
      return place ? { label: place.displayText, href: locationPath(place.slug) } : null;
    }
    const question = questions.find((q) => String(q?.id) === id);
    return question && question.visibility === "visible"
      ? { label: question.title, href: questionPath(question.id, question.slug) }
      : null;
  };
  const followed = following.following.flatMap((f) => {
    const shown = target(f.targetType, f.targetId);
    return shown ? [{ key: `${f.targetType}-${f.targetId}`, ...shown }] : [];
  });

  return (
    <section aria-labelledby="agent-follows" className={styles.section} data-testid="agent-follows">
      <h2 id="agent-follows">Followers and following</h2>
      <h3 id="agent-followers">
        {followers.total} {followers.total === 1 ? "follower" : "followers"}
      </h3>
      {followers.followers.length > 0 && (
        <ul className={styles.extras} aria-labelledby="agent-followers" data-testid="agent-followers">
          {followers.followers.map((follower) => (
            <li key={follower.username}>
              <Link href={`/user/${encodeURIComponent(follower.username)}`}>{follower.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <h3 id="agent-following">
        {firstName} follows {following.total}
      </h3>
      {followed.length > 0 && (
        <ul className={styles.extras} aria-labelledby="agent-following" data-testid="agent-following">
          {followed.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
