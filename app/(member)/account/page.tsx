import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { listFollowsWithTargets } from "@/lib/services/follows/follows";
import { getCurrentMember } from "@/lib/services/members/profile";
import { requestContext } from "@/lib/services/request-context";
import { FollowButton } from "@/app/_components/follow-button";
import { AccountSettingsForm } from "./account-settings-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Account settings", robots: { index: false } };

const FOLLOW_KIND: Record<string, string> = { agent: "Agent", location: "Location", question: "Question" };

/** Account settings and follows. Middleware already redirects visitors; this checks again. */
export default async function AccountPage() {
  const signedIn = await getViewer();
  if (!signedIn) redirect(signInPathFor("/account"));
  const ctx = requestContext();
  const [current, myFollows] = await Promise.all([
    getCurrentMember(ctx, signedIn),
    listFollowsWithTargets(ctx, signedIn, signedIn.memberId),
  ]);
  // An account deleted under a session that still verifies: signing in again is the way on.
  if (!current.ok) redirect(signInPathFor("/account"));
  const viewer = current.member;
  return (
    <div className={styles.page} data-testid="account-page">
      <h1>Account settings</h1>
      <p>
        Signed in as <strong>{viewer.name}</strong> ({viewer.email}).{" "}
        <Link href={`/user/${viewer.username}`}>See your profile</Link>
      </p>
      <AccountSettingsForm account={viewer} />
      <section aria-labelledby="follows-heading">
        <h2 id="follows-heading">What you follow</h2>
        {myFollows.length === 0 ? (
          <p>You are not following any agents, locations or questions yet.</p>
        ) : (
          <ul data-testid="follows-list">
            {myFollows.map((follow) => {
              const label =
                follow.agent?.name ??
                (follow.location ? `${follow.location.name}, ${follow.location.stateCode}` : `#${follow.targetId}`);
              return (
                <li key={`${follow.targetType}:${follow.targetId}`}>
                  {FOLLOW_KIND[follow.targetType]}:{" "}
                  {follow.location ? <Link href={follow.location.uri}>{label}</Link> : label}{" "}
                  <FollowButton
                    targetType={follow.targetType}
                    targetId={String(follow.targetId)}
                    label={label}
                    initiallyFollowing
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
