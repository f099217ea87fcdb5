"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useStoredMember } from "@/lib/auth/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import { FollowDocument, IsFollowingDocument, UnfollowDocument } from "@/lib/graphql/generated/operations";
import styles from "../agency.module.css";

/**
 * Follow / unfollow the agent. The profile page is the same for every visitor (the edge page
 * cache shares it), so whether this member follows the agent is asked from the browser.
 * Visitors are sent to sign in and back; the service refuses them anyway.
 */
export function AgentFollowButton({ agentId, name }: { agentId: string; name: string }) {
  const member = useStoredMember();
  const router = useRouter();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = { targetType: "agent" as const, targetId: agentId };

  useEffect(() => {
    if (!member) return;
    let current = true;
    requestOperation(IsFollowingDocument, { input: { targetType: "agent", targetId: agentId } })
      .then(({ isFollowing }) => current && setFollowing(isFollowing))
      .catch(() => current && setFollowing(false));
    return () => {
      current = false;
    };
  }, [member, agentId]);

  async function toggle() {
    if (!member) {
      router.push(`/sign-in?${new URLSearchParams({ returnTo: window.location.pathname })}`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = following
        ? (await requestOperation(UnfollowDocument, { input })).unfollow
        : (await requestOperation(FollowDocument, { input })).follow;
      if (result.ok) setFollowing(result.following);
      else setError(result.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const isFollowing = member !== null && following === true;
  return (
    <span>
      <button
        type="button"
        className={styles.button}
        aria-pressed={isFollowing}
        disabled={pending || (member !== null && following === null)}
        onClick={toggle}
        data-testid="follow-agent"
      >
        {isFollowing ? `Following ${name}` : `Follow ${name}`}
      </button>
      {error && <span role="alert"> {error}</span>}
    </span>
  );
}
