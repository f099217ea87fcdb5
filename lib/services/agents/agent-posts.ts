import { AGENTS_PAGE_SIZE } from "../../agents/ranking";
import { agentAccountOf, listVisibleAnswersBy, listVisibleQuestionsBy } from "../../db/queries/agents/agent-activity";
import type { ServiceContext } from "../context";
import { toQuestion, type Question } from "../community/questions";
import { pagingSchema } from "../paging";
import { badInput, type Result } from "../result";
import type { Agent } from "./agent";

/*
 * The questions an agent asked and the answers they gave, as a member (their account through
 * agent_members): visible posts only, the same for everyone. An agent without an account has
 * none. Agents paging: skip 0, take 5, at most 50.
 */

export const AGENT_POSTS_PAGING = pagingSchema(AGENTS_PAGE_SIZE, 50).strict();

export interface AgentAnswer {
  id: number;
  body: string;
  score: number;
  isBest: boolean;
  createdAt: string;
  question: Question;
}

/** The agent's questions, newest first. */
export async function getAgentQuestions(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
  raw: unknown,
): Promise<Result<{ questions: Question[] }>> {
  const paging = AGENT_POSTS_PAGING.safeParse(raw);
  if (!paging.success) return badInput(paging.error, paging.error.issues[0]?.message);
  const memberId = await agentAccountOf(ctx.db, agent.id);
  if (memberId === null) return { ok: true, questions: [] };
  const rows = await listVisibleQuestionsBy(ctx.db, memberId, paging.data.skip, paging.data.take);
  return { ok: true, questions: rows.map((row) => toQuestion(row, null)) };
}

/** The agent's answers, newest first, each with the question it answers. */
export async function getAgentAnswers(
  ctx: ServiceContext,
  agent: Pick<Agent, "id">,
  raw: unknown,
): Promise<Result<{ answers: AgentAnswer[] }>> {
  const paging = AGENT_POSTS_PAGING.safeParse(raw);
  if (!paging.success) return badInput(paging.error, paging.error.issues[0]?.message);
  const memberId = await agentAccountOf(ctx.db, agent.id);
  if (memberId === null) return { ok: true, answers: [] };
  const rows = await listVisibleAnswersBy(ctx.db, memberId, paging.data.skip, paging.data.take);
  return {
    ok: true,
    answers: rows.map(({ answer, question }) => ({
      id: answer.id,
      body: answer.body,
      score: answer.score,
      isBest: question.bestAnswerId === answer.id,
      createdAt: new Date(answer.createdAt).toISOString(),
      question: toQuestion(question, null),
    })),
  };
}
