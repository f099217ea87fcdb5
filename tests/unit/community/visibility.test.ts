// Who sees a post: the whole matrix of audience × visibility, written out so a change to the rules
// is a change to this table.
import { describe, expect, it } from "vitest";
import { audienceOf, canSee, type Audience, type Visibility } from "@/lib/community/visibility";

const MATRIX: Record<Audience, Record<Visibility, boolean>> = {
  visitor: { visible: true, held: false, hidden: false, removed: false, deleted: false },
  member: { visible: true, held: false, hidden: false, removed: false, deleted: false },
  author: { visible: true, held: true, hidden: true, removed: false, deleted: false },
  moderator: { visible: true, held: true, hidden: true, removed: true, deleted: false },
};

describe("post visibility", () => {
  for (const [audience, row] of Object.entries(MATRIX) as [Audience, Record<Visibility, boolean>][]) {
    for (const [visibility, sees] of Object.entries(row) as [Visibility, boolean][]) {
      it(`${audience} ${sees ? "sees" : "does not see"} a ${visibility} post`, () => {
        expect(canSee(audience, visibility)).toBe(sees);
      });
    }
  }

  it("knows the audience from the viewer and the post's author", () => {
    expect(audienceOf(null, "m1")).toBe("visitor");
    expect(audienceOf({ memberId: "m2" }, "m1")).toBe("member");
    expect(audienceOf({ memberId: "m1" }, "m1")).toBe("author");
    expect(audienceOf({ memberId: "m9", moderator: true }, "m1")).toBe("moderator");
    // Seeded posts have no author: no member is their author.
    expect(audienceOf({ memberId: "m1" }, null)).toBe("member");
  });
});
