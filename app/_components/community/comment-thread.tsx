"use client";

import { useId, useState } from "react";
import { formatDate } from "@/lib/format/dates";
import { requestOperation } from "@/lib/graphql/client";
import type { PostCommentFieldsFragment } from "@/lib/graphql/generated/operations";
import { CommentOnPostDocument } from "@/lib/graphql/generated/documents/CommentOnPost";
import { TEXT_LIMITS } from "@/lib/community/limits";
import { DeletePostButton } from "./delete-post-button";
import { PostText } from "./post-text";
import { usePostDeletedNotice } from "./post-deleted-notice";
import { useMyPosts } from "./use-my-posts";
import styles from "./community.module.css";

/** The comments under a review or an answer, and a member's box to add one. */
export function CommentThread({
  parentType,
  parentId,
  initial,
  signedIn,
}: {
  parentType: "review" | "answer";
  parentId: string;
  initial: PostCommentFieldsFragment[];
  signedIn: boolean;
}) {
  const id = useId();
  const [comments, setComments] = useState(initial);
  const [body, setBody] = useState("");
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = useMyPosts(
    "comment",
    comments.map((comment) => String(comment.id)),
  );
  const { notice, announce } = usePostDeletedNotice();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { commentOnPost } = await requestOperation(CommentOnPostDocument, {
        input: { parentType, parentId, body },
      });
      if (commentOnPost.ok && commentOnPost.comment) {
        setComments((list) => [...list, commentOnPost.comment!]);
        setBody("");
        setOpen(false);
      } else setError(commentOnPost.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      {notice}
      {comments.length > 0 && (
        <ul className={styles.comments} aria-label="Comments" data-testid="comments">
          {comments.map((comment) => (
            <li key={comment.id} data-testid="comment">
              <PostText text={comment.body} linksAllowed={comment.linksAllowed} />
              <span className={styles.muted}>
                {comment.authorName} · {formatDate(comment.createdAt)}
              </span>
              {mine.has(String(comment.id)) && (
                <DeletePostButton
                  postType="comment"
                  postId={String(comment.id)}
                  onDeleted={() => {
                    setComments((list) => list.filter((shown) => shown.id !== comment.id));
                    announce("comment");
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {signedIn &&
        (open ? (
          <form onSubmit={submit} className={styles.form}>
            <label htmlFor={`${id}-comment`}>Your comment</label>
            <textarea
              id={`${id}-comment`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={3}
              maxLength={TEXT_LIMITS.comment.max}
              required
            />
            <div className={styles.actions}>
              <button type="submit" className={styles.button} disabled={pending}>
                Post comment
              </button>
              <button type="button" className={styles.button} onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
            {error && <p role="alert">{error}</p>}
          </form>
        ) : (
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>
            Comment
          </button>
        ))}
    </div>
  );
}
