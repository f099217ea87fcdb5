"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { AddCollectionInviteDocument } from "@/lib/graphql/generated/documents/AddCollectionInvite";
import { DeleteCollectionInviteDocument } from "@/lib/graphql/generated/documents/DeleteCollectionInvite";
import { RemoveCollectionCollaboratorDocument } from "@/lib/graphql/generated/documents/RemoveCollectionCollaborator";
import styles from "../collections.module.css";

/** Runs a change, shows the product's message when it fails, reloads the collection when it works. */
function useChange() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<{ ok: boolean; error?: { message: string } | null }>, failure: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      if (!result.ok) setError(failureText(failure, result.error?.message));
      else router.refresh();
      return result.ok;
    } catch {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { error, busy, run, router };
}

function Failure({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** The owner invites one or several addresses (comma, space or line separated). */
export function InviteForm({ collectionId }: { collectionId: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { error, busy, run } = useChange();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const emails = text.split(/[\s,;]+/).filter(Boolean);
    const ok = await run(
      async () => (await requestOperation(AddCollectionInviteDocument, { collectionId, emails })).addCollectionInvite,
      COLLECTION_FAILURE.invite,
    );
    if (ok) {
      setText("");
      setSent(`Invitation sent to ${emails.join(", ")}.`);
    }
  }

  return (
    <form onSubmit={submit} className={styles.inlineForm} aria-label="Invite people">
      <label htmlFor={id}>Invite by e-mail</label>
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="off"
        placeholder="partner@example.com"
        value={text}
        required
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <button type="submit" disabled={busy}>
        Send invitation
      </button>
      <span id={`${id}-hint`} className={styles.meta}>
        Up to {COLLECTION_LIMITS.addressesPerInvite} addresses at once. Links work once, for{" "}
        {COLLECTION_LIMITS.inviteLifetimeDays} days.
      </span>
      {sent && (
        <p role="status" className={styles.meta}>
          {sent}
        </p>
      )}
      <Failure error={error} />
    </form>
  );
}

export function RemoveInvite({ collectionId, email }: { collectionId: string; email: string }) {
  const { error, busy, run } = useChange();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run(
            async () =>
              (await requestOperation(DeleteCollectionInviteDocument, { collectionId, emails: [email] }))
                .deleteCollectionInvite,
            COLLECTION_FAILURE.removeInvite,
          )
        }
      >
        Withdraw<span className="visually-hidden"> the invitation to {email}</span>
      </button>
      <Failure error={error} />
    </>
  );
}

export function RemoveCollaborator({
  collectionId,
  memberId,
  name,
}: {
  collectionId: string;
  memberId: string;
  name: string;
}) {
  const { error, busy, run } = useChange();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run(
            async () =>
              (await requestOperation(RemoveCollectionCollaboratorDocument, { collectionId, memberId }))
                .removeCollectionCollaborator,
            COLLECTION_FAILURE.removeCollaborator,
          )
        }
      >
        Remove<span className="visually-hidden"> {name}</span>
      </button>
      <Failure error={error} />
    </>
  );
}

/** A collaborator leaves (removes themselves), then goes back to their collections. */
export function LeaveCollection({ collectionId }: { collectionId: string }) {
  const member = useStoredMember();
  const { error, busy, run, router } = useChange();
  if (!member) return null;
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          const ok = await run(
            async () =>
              (await requestOperation(RemoveCollectionCollaboratorDocument, { collectionId, memberId: member.id }))
                .removeCollectionCollaborator,
            COLLECTION_FAILURE.removeCollaborator,
          );
          if (ok) router.push("/collections");
        }}
      >
        Leave this collection
      </button>
      <Failure error={error} />
    </div>
  );
}
