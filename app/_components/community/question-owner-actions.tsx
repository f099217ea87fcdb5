"use client";

import { DeletePostButton } from "./delete-post-button";
import { ReportButton } from "./report-button";
import { useMyPosts } from "./use-my-posts";

/**
 * Under a question: its asker may delete it (then goes back to the place's questions, as the
 * question's page is gone), anyone else signed in may report it.
 */
export function QuestionOwnerActions({ questionId, backTo }: { questionId: string; backTo: string }) {
  const mine = useMyPosts("question", [questionId]);
  if (!mine.has(questionId)) return <ReportButton postType="question" postId={questionId} />;
  return <DeletePostButton postType="question" postId={questionId} onDeleted={() => window.location.assign(backTo)} />;
}
