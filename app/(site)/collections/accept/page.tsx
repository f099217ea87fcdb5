import type { Metadata } from "next";
import Link from "next/link";
import { signInPathFor, signUpPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { AcceptInvitation } from "../_components/accept-invitation";
import styles from "../collections.module.css";

export const metadata: Metadata = { title: "Join a collection", robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * The link in an invitation e-mail. Signed out, the person signs in or creates an account first
 * (the link is the way back); signed in, they accept with one button.
 */
export default async function AcceptInvitationPage({ searchParams }: Props) {
  const params = await searchParams;
  const invitation = { collectionId: one(params.collectionId), memberId: one(params.memberId), id: one(params.id) };
  const here = `/collections/accept?${new URLSearchParams(invitation)}`;
  const viewer = await getViewer();
  return (
    <div className={styles.page} data-testid="accept-invitation">
      <h1>Join a collection</h1>
      {viewer ? (
        <AcceptInvitation
          collectionId={invitation.collectionId}
          memberId={invitation.memberId}
          uniqueIdentifier={invitation.id}
        />
      ) : (
        <>
          <p>You were invited to plan together on Homefront. Sign in or create an account to join the collection.</p>
          <p className={styles.buttons}>
            <Link href={signInPathFor(here, "invite")}>Sign in to accept</Link>
            <Link href={signUpPathFor(here, "invite")}>Create an account</Link>
          </p>
        </>
      )}
    </div>
  );
}
