"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { requestOperation } from "@/lib/graphql/client";
import type { FollowTargetType } from "@/lib/graphql/generated/operations";
import { FollowDocument } from "@/lib/graphql/generated/documents/Follow";
import { IsFollowingDocument } from "@/lib/graphql/generated/documents/IsFollowing";
import { UnfollowDocument } from "@/lib/graphql/generated/documents/Unfollow";

/**
 * Follow / unfollow an agent, a location or a question (an aria-pressed toggle). On a member's own
 * pages the server knows the state and passes `initiallyFollowing`. Shared pages (an agent's
 * profile, a suburb, a question) are the same for every visitor, because the edge page cache
 * serves one copy, so there the button asks from the browser whether this member follows.
 * Visitors are sent to sign in and back; the service refuses them anyway.
 */
export function FollowButton(props: {
  targetType: FollowTargetType;
  targetId: string;
  label: string;
  initiallyFollowing?: boolean;
  className?: string;
  testId?: string;
}) {
  const { targetType, targetId, initiallyFollowing } = props;
  const member = useStoredMember();
  const router = useRouter();
  const [following, setFollowing] = useState<boolean | null>(initiallyFollowing ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A page that passed the state is a member's own page: signed in whatever the store says yet.
  const signedIn = initiallyFollowing !== undefined || member !== null;

  useEffect(() => {
    if (initiallyFollowing !== undefined || !member) return;
    let current = true;
    requestOperation(IsFollowingDocument, { input: { targetType, targetId } })
      .then(({ isFollowing }) => current && setFollowing(isFollowing))
      .catch(() => current && setFollowing(false));
    return () => {
      current = false;
    };
  }, [member, targetType, targetId, initiallyFollowing]);

  async function toggle() {
    if (!signedIn) {
      router.push(signInPathFor(window.location.pathname + window.location.search, `follow-${targetType}`));
      return;
    }
    setPending(true);
    setError(null);
    const input = { targetType, targetId };
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

  const isFollowing = signedIn && following === true;
  return (
    <span>
      <button
        type="button"
        className={props.className}
        aria-pressed={isFollowing}
        disabled={pending || (signedIn && following === null)}
        onClick={toggle}
        data-testid={props.testId}
      >
        {isFollowing ? `Following ${props.label}` : `Follow ${props.label}`}
      </button>
      {error && <span role="alert"> {error}</span>}
    </span>
  );
}
