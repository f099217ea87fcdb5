// A vote's recount of its answer's score reads only that answer's votes: with a million votes in
// the country, a scan of answer_votes per vote would cost tens of milliseconds (bench:community).
// The statement checked is the one setAnswerVote really sends, caught as it runs.
import { describe, expect, it } from "vitest";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { setAnswerVote } from "@/lib/db/queries/community/questions";

describe("setAnswerVote", () => {
  it("recounts the score through the votes-by-answer index, never a scan of every vote", async () => {
    const sqlite = openNodeSqlite(":memory:");
    applyMigrations(sqlite);
    const sent: { sql: string; params: readonly unknown[] }[] = [];
    const db = nodeSqliteDatabase(sqlite, (sql, params) => sent.push({ sql, params }));
    sqlite.exec(`INSERT INTO questions (id, location_id, author_name, title, body, slug, created_at, last_activity_at)
      VALUES (1, 1, 'A', 'Is it quiet here at night?', '', 'is-it-quiet', 0, 0)`);
    sqlite.exec(
      "INSERT INTO answers (id, question_id, author_name, body, created_at) VALUES (7, 1, 'B', 'Very quiet.', 0)",
    );

    expect(await setAnswerVote(db, "m1", 7, 1, 1)).toBe(1);
    const recount = sent.find(({ sql }) => /update "answers" set "score"/i.test(sql));
    expect(recount).toBeDefined();
    const plan = (
      sqlite.prepare(`EXPLAIN QUERY PLAN ${recount!.sql}`).all(...(recount!.params as never[])) as { detail: string }[]
    ).map((row) => row.detail);
    expect(plan.some((detail) => detail.includes("answer_votes_answer_idx"))).toBe(true);
    expect(plan.some((detail) => /^SCAN answer_votes\b/.test(detail))).toBe(false);
    sqlite.close();
  });
});
