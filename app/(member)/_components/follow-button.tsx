"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FollowDocument, UnfollowDocument, type FollowTargetType } from "@/lib/graphql/generated/operations";
import { requestOperation } from "@/lib/graphql/client";

/**
 * Follow / unfollow an agent, a location or a question (aria-pressed toggle). Visitors are sent
 * to sign in and back; the service refuses them anyway.
 */
export function FollowButton(props: {
  targetType: FollowTargetType;
  targetId: string;
  label: string;
  initiallyFollowing: boolean;
  signedIn: boolean;
  className?: string;
}) {
  const router = useRouter();
  const [following, setFollowing] = useState(props.initiallyFollowing);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (!props.signedIn) {
      router.push(`/sign-in?${new URLSearchParams({ returnTo: window.location.pathname + window.location.search })}`);
      return;
    }
    setPending(true);
    setError(null);
    const input = { targetType: props.targetType, targetId: props.targetId };
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

  return (
    <span>
      <button type="button" className={props.className} aria-pressed={following} disabled={pending} onClick={toggle}>
        {following ? `Following ${props.label}` : `Follow ${props.label}`}
      </button>
      {error && <span role="alert"> {error}</span>}
    </span>
  );
}
