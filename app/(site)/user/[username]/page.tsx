import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getViewer } from "@/lib/session/server/viewer";
import { formatDate } from "@/lib/format/dates";
import { getMemberActivity } from "@/lib/services/community/member-activity";
import { getUserProfile } from "@/lib/services/members/profile";
import { requestContext } from "@/lib/services/request-context";
import styles from "@/app/_components/auth-form/auth-form.module.css";
import activity from "./activity.module.css";

type Params = Promise<{ username: string }>;

/**
 * The profile as this viewer may see it (their own, or an admin's view, shows the account) and
 * what the member wrote, both for the signed-in viewer: this page is rendered per request, never
 * shared by the edge page cache.
 */
const loadProfile = cache(async (username: string) => {
  const ctx = requestContext();
  const viewer = await getViewer();
  const found = await getUserProfile(ctx, viewer, username.toLowerCase());
  if (!found.ok) return found;
  return { ...found, activity: await getMemberActivity(ctx, viewer, found.profile.member.id) };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await loadProfile((await params).username);
  return loaded.ok ? { title: `${loaded.profile.member.name}'s profile` } : { title: "Member not found" };
}

/** /user/{username}: the profile data, rendered from its four switches. */
export default async function UserProfilePage({ params }: { params: Params }) {
  const loaded = await loadProfile((await params).username);
  if (!loaded.ok) notFound();
  const { profile, activity: items } = loaded;
  const { member } = profile;
  const since = new Date(member.memberSince).toLocaleDateString("en-AU", {
    month: "long",
    year: "numeric",
    timeZone: "Australia/Sydney",
  });
  return (
    <div className={styles.page} data-testid="user-profile">
      <h1>{member.name}</h1>
      <p>
        @{member.username} · member since {since}
        {member.role !== "member" && ` · ${member.role}`}
      </p>
      {profile.showAgentInformation && member.agentId !== null && (
        <p>
          <Link href={`/real-estate-agency/agent/${member.agentId}`}>See {member.name}&apos;s agent profile</Link>
        </p>
      )}
      {profile.viewingOwnProfile && profile.account && (
        <section aria-labelledby="own-account">
          <h2 id="own-account">Your account</h2>
          <p>
            {profile.account.email} {profile.account.emailVerified ? "(confirmed)" : "(not confirmed yet)"}
          </p>
          <p>
            <Link href="/account">Account settings and follows</Link>
          </p>
        </section>
      )}
      {profile.currentUserIsAdmin && !profile.viewingOwnProfile && profile.account && (
        <section aria-labelledby="admin-view">
          <h2 id="admin-view">Admin</h2>
          <p>E-mail: {profile.account.email}</p>
        </section>
      )}
      <section aria-labelledby="activity">
        <h2 id="activity">Activity</h2>
        {items.length === 0 ? (
          <p>
            {profile.viewingOwnProfile ? "You have not" : `${member.name} has not`} reviewed a place or asked or
            answered a question yet.
          </p>
        ) : (
          <ol className={activity.list} data-testid="member-activity">
            {items.map((item) => (
              <li key={`${item.type}-${item.id}`} data-testid="activity-item" data-type={item.type}>
                <p>
                  <Link href={item.uri}>{item.headline}</Link>
                  {item.rating !== null && ` · ${item.rating} out of 5`} · {formatDate(item.at)}
                </p>
                {item.visibilityNote && <p className={activity.note}>{item.visibilityNote}</p>}
                <p className={activity.excerpt}>{item.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
