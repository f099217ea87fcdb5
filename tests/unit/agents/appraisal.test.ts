import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  agentsLeftToAsk,
  APPRAISAL_AGENTS_PER_WINDOW,
  appraisalLimitMessage,
  fitsAppraisalAllowance,
  MAX_APPRAISAL_AGENTS,
  toggleChosenAgent,
} from "@/lib/agents/appraisal";

describe("choosing agents for an appraisal", () => {
  it("ticks in order up to three, then keeps the choice as it is", () => {
    let chosen: number[] = [];
    for (const id of [4, 9, 2]) chosen = toggleChosenAgent(chosen, id);
    expect(chosen).toEqual([4, 9, 2]);
    expect(toggleChosenAgent(chosen, 7)).toEqual([4, 9, 2]);
  });

  it("unticks any chosen agent, also when three are chosen, and a freed place can be taken", () => {
    const three = [4, 9, 2];
    expect(toggleChosenAgent(three, 9)).toEqual([4, 2]);
    expect(toggleChosenAgent(toggleChosenAgent(three, 9), 7)).toEqual([4, 2, 7]);
  });

  it("never holds more than three or the same agent twice, whatever is clicked", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 40 }), (clicks) => {
        let chosen: number[] = [];
        for (const id of clicks) {
          const before = chosen;
          chosen = toggleChosenAgent(chosen, id);
          // A click on a chosen agent always unticks it; on another, ticks it only when there is room.
          if (before.includes(id)) expect(chosen).toEqual(before.filter((x) => x !== id));
          else expect(chosen).toEqual(before.length < MAX_APPRAISAL_AGENTS ? [...before, id] : before);
        }
        expect(chosen.length).toBeLessThanOrEqual(MAX_APPRAISAL_AGENTS);
        expect(new Set(chosen).size).toBe(chosen.length);
      }),
    );
  });
});

describe("the appraisal allowance", () => {
  it("takes six agents a day: two full requests, not a seventh agent", () => {
    expect(APPRAISAL_AGENTS_PER_WINDOW).toBe(6);
    expect(fitsAppraisalAllowance(0, 3)).toBe(true);
    expect(fitsAppraisalAllowance(3, 3)).toBe(true);
    expect(fitsAppraisalAllowance(4, 3)).toBe(false);
    expect(fitsAppraisalAllowance(5, 1)).toBe(true);
    expect(fitsAppraisalAllowance(6, 1)).toBe(false);
    expect(fitsAppraisalAllowance(0, 0)).toBe(false);
  });

  it("says what is left after a refusal", () => {
    expect(agentsLeftToAsk(4)).toBe(2);
    expect(agentsLeftToAsk(9)).toBe(0);
    expect(appraisalLimitMessage(4)).toBe(
      "You have asked 4 agents for an appraisal in the last 24 hours, so you can ask 2 more today. Please choose fewer agents.",
    );
    expect(appraisalLimitMessage(5)).toContain("you can ask 1 more today");
    expect(appraisalLimitMessage(6)).toBe(
      "You have asked 6 agents for an appraisal in the last 24 hours. Please try again tomorrow.",
    );
  });
});
