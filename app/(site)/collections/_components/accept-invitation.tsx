"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { confirmInviteFailureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { AcceptCollectionInvitationDocument } from "@/lib/graphql/generated/documents/AcceptCollectionInvitation";
import styles from "../collections.module.css";

/** Accepts the invitation for the signed-in member and opens the collection. */
export function AcceptInvitation(props: { collectionId: string; memberId: string; uniqueIdentifier: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const { acceptCollectionInvitation: result } = await requestOperation(AcceptCollectionInvitationDocument, props);
      if (result.ok && result.uri) router.push(result.uri);
      else setError(confirmInviteFailureText(result.error?.message));
    } catch {
      setError(confirmInviteFailureText(null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.settings}>
      <p>Join this collection to add homes, react and comment with the others.</p>
      <p>
        <button type="button" className={styles.primary} disabled={busy} onClick={accept}>
          Accept invitation
        </button>
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
