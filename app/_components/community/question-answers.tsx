"use client";

import { useEffect, useId, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { formatDate } from "@/lib/format/dates";
import { requestOperation } from "@/lib/graphql/client";
import type { PostCommentFieldsFragment } from "@/lib/graphql/generated/operations";
import { AnswerQuestionDocument } from "@/lib/graphql/generated/documents/AnswerQuestion";
import { MarkBestAnswerDocument } from "@/lib/graphql/generated/documents/MarkBestAnswer";
import { MyQuestionStateDocument } from "@/lib/graphql/generated/documents/MyQuestionState";
import { VoteOnAnswerDocument } from "@/lib/graphql/generated/documents/VoteOnAnswer";
import { TEXT_LIMITS } from "@/lib/community/limits";
import type { AnswerWithComments } from "@/lib/services/community/questions";
import { CommentThread } from "./comment-thread";
import { DeletePostButton } from "./delete-post-button";
import { usePostDeletedNotice } from "./post-deleted-notice";
import { useMyPosts } from "./use-my-posts";
import { PostText } from "./post-text";
import { ReportButton } from "./report-button";
import styles from "./community.module.css";

type ShownAnswer = Pick<
  AnswerWithComments,
  "authorName" | "body" | "createdAt" | "linksAllowed" | "score" | "visibilityNote"
> & {
  id: string;
  comments: PostCommentFieldsFragment[];
};

const shown = (answer: AnswerWithComments): ShownAnswer => ({ ...answer, id: String(answer.id) });

/**
 * A question's answers and what members do with them: vote up or down (one vote, a new one
 * replaces it), comment, answer, and, for the asker, choose the best answer. The page is the
 * same for everyone; the member's votes and whether they asked arrive from the browser.
 */
export function QuestionAnswers({
  questionId,
  questionPath,
  answers: initial,
  bestAnswerId,
}: {
  questionId: string;
  /** The question's page: where "Sign in to answer" comes back to (the server render has no window). */
  questionPath: string;
  answers: AnswerWithComments[];
  bestAnswerId: number | null;
}) {
  const member = useStoredMember();
  const [answers, setAnswers] = useState(() => initial.map(shown));
  const [best, setBest] = useState(bestAnswerId === null ? null : String(bestAnswerId));
  const [isAsker, setIsAsker] = useState(false);
  const [votes, setVotes] = useState<Record<string, number>>({});
  const [scores, setScores] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const mine = useMyPosts(
    "answer",
    answers.map((answer) => answer.id),
  );
  const { notice, announce } = usePostDeletedNotice();

  function forget(answerId: string) {
    setAnswers((list) => list.filter((answer) => answer.id !== answerId));
    if (best === answerId) setBest(null);
    announce("answer");
  }

  useEffect(() => {
    if (!member) return;
    let live = true;
    requestOperation(MyQuestionStateDocument, { questionId })
      .then(({ myQuestionState }) => {
        if (!live) return;
        setIsAsker(myQuestionState.isAsker);
        const stored = Object.fromEntries(myQuestionState.votes.map((vote) => [String(vote.answerId), vote.value]));
        // A vote cast while this was on its way is newer than what the server said.
        setVotes((cast) => ({ ...stored, ...cast }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [member, questionId]);

  async function vote(answerId: string, value: 1 | -1) {
    setError(null);
    const next = votes[answerId] === value ? 0 : value;
    const { voteOnAnswer } = await requestOperation(VoteOnAnswerDocument, { input: { answerId, value: next } });
    if (!voteOnAnswer.ok) return setError(voteOnAnswer.error?.message ?? "Something went wrong");
    setVotes((all) => ({ ...all, [answerId]: voteOnAnswer.vote }));
    if (voteOnAnswer.score != null) setScores((all) => ({ ...all, [answerId]: voteOnAnswer.score! }));
  }

  async function choose(answerId: string | null) {
    setError(null);
    const { markBestAnswer } = await requestOperation(MarkBestAnswerDocument, { questionId, answerId });
    if (!markBestAnswer.ok) return setError(markBestAnswer.error?.message ?? "Something went wrong");
    setBest(markBestAnswer.bestAnswerId == null ? null : String(markBestAnswer.bestAnswerId));
  }

  const ordered = [...answers].sort((a, b) => Number(b.id === best) - Number(a.id === best));
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">
        {answers.length === 0 ? "No answers yet" : `${answers.length} ${answers.length === 1 ? "answer" : "answers"}`}
      </h2>
      {notice}
      {error && (
        <p role="alert" data-testid="answers-error">
          {error}
        </p>
      )}
      <ol className={styles.posts} data-testid="answers">
        {ordered.map((answer) => {
          const score = scores[answer.id] ?? answer.score;
          const myVote = votes[answer.id] ?? 0;
          const isBest = answer.id === best;
          return (
            <li key={answer.id} className={styles.post} data-testid="answer" data-best={isBest}>
              {isBest && (
                <p>
                  <strong data-testid="best-answer">Best answer</strong>
                </p>
              )}
              {answer.visibilityNote && <p className={styles.note}>{answer.visibilityNote}</p>}
              <PostText text={answer.body} linksAllowed={answer.linksAllowed} testId="answer-body" />
              <p className={styles.muted}>
                {answer.authorName} · {formatDate(answer.createdAt)}
              </p>
              <div className={styles.actions}>
                <span data-testid="answer-score">
                  {score} {Math.abs(score) === 1 ? "vote" : "votes"}
                </span>
                {member && (
                  <>
                    <button
                      type="button"
                      className={styles.button}
                      aria-pressed={myVote === 1}
                      onClick={() => vote(answer.id, 1)}
                    >
                      Vote up
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      aria-pressed={myVote === -1}
                      onClick={() => vote(answer.id, -1)}
                    >
                      Vote down
                    </button>
                  </>
                )}
                {isAsker && (
                  <button
                    type="button"
                    className={styles.button}
                    aria-pressed={isBest}
                    onClick={() => choose(isBest ? null : answer.id)}
                  >
                    {isBest ? "Best answer (undo)" : "Mark as best answer"}
                  </button>
                )}
                {mine.has(answer.id) ? (
                  <DeletePostButton postType="answer" postId={answer.id} onDeleted={() => forget(answer.id)} />
                ) : (
                  <ReportButton postType="answer" postId={answer.id} />
                )}
              </div>
              <CommentThread parentType="answer" parentId={answer.id} initial={answer.comments} signedIn={!!member} />
            </li>
          );
        })}
      </ol>
      {member ? (
        <AnswerForm questionId={questionId} onAnswered={(answer) => setAnswers((list) => [...list, answer])} />
      ) : (
        <p>
          <a href={signInPathFor(questionPath, "answer")}>Sign in to answer</a>
        </p>
      )}
    </section>
  );
}

function AnswerForm({ questionId, onAnswered }: { questionId: string; onAnswered: (answer: ShownAnswer) => void }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { answerQuestion } = await requestOperation(AnswerQuestionDocument, { input: { questionId, body } });
      if (answerQuestion.ok && answerQuestion.answer) {
        const answer = answerQuestion.answer;
        onAnswered({ ...answer, id: String(answer.id) });
        setBody("");
      } else setError(answerQuestion.error?.message ?? "Something went wrong");
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} data-testid="answer-form">
      <label htmlFor={`${id}-answer`}>Your answer</label>
      <textarea
        id={`${id}-answer`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={5}
        maxLength={TEXT_LIMITS.answer.max}
        required
      />
      <button type="submit" className={styles.button} disabled={pending}>
        Post answer
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
