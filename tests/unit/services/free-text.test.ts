// One rule for every free-text field of a member's write (lib/services/free-text.ts): control
// characters (NUL, BEL, ESC, DEL, C1) are refused with a sentence naming the field; ordinary text
// with accents and emoji is taken as typed, and line breaks and tabs where the field has lines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "@/lib/services/free-text";
import { collectionNameSchema, reactionSchema } from "@/lib/services/collections/inputs";
import { addAlertSchema } from "@/lib/services/alerts/alerts";
import { commentInput } from "@/lib/services/community/comments";
import { answerInput, askInput } from "@/lib/services/community/questions";
import { locationReviewInput } from "@/lib/services/community/location-reviews";
import { reportInput } from "@/lib/services/community/moderation";
import { agentReviewInput } from "@/lib/services/agents/agent-reviews";
import { reviewReplyInput, vendorReviewRequestInput } from "@/lib/services/agents/vendor-reviews";
import { transactionFieldsSchema } from "@/lib/services/agents/agent-transactions";
import { feesTextSchema } from "@/lib/services/agents/info-kit";
import { appraisalRequestSchema } from "@/lib/services/agents/appraisal-request";
import { enquirySchema } from "@/lib/services/enquiries/send-enquiry";
import { supportMessageSchema } from "@/lib/services/mail/support-message";
import { newApiKeySchema } from "@/lib/services/platform/api-keys";
import { nameField } from "@/lib/services/members/inputs";

interface Field {
  field: string;
  schema: z.ZodType;
  /** Valid on its own, long enough for the field's minimum; generated text is added to it. */
  base: string;
  /** What the refusal says. */
  message: string;
  multiline: boolean;
}

const line = (field: string, schema: z.ZodType, base: string, what: string): Field => ({
  field,
  schema,
  base,
  message: controlCharacterMessage(what),
  multiline: false,
});
const text = (field: string, schema: z.ZodType, base: string, what: string): Field => ({
  ...line(field, schema, base, what),
  multiline: true,
});
const words = "Close to the station and the park";

const FIELDS: Field[] = [
  line("collection name", collectionNameSchema, "Weekend shortlist", "The collection's name"),
  text("collection comment", reactionSchema.shape.comment, "Love the kitchen", "Your comment"),
  line("alert name", addAlertSchema.shape.name, "Carlton houses", "The alert's name"),
  text("comment", commentInput.shape.body, "Good point", "Your comment"),
  line("question title", askInput.shape.title, "Is the street quiet at night", "Your question"),
  text("question details", askInput.shape.body, "We have two children", "The details"),
  text("answer", answerInput.shape.body, "Quiet after nine most nights", "Your answer"),
  text("place review: loves", locationReviewInput.shape.loves, words, "What you love"),
  text("place review: considerations", locationReviewInput.shape.considerations, "Parking", "What to consider"),
  text("report reason", reportInput.shape.reason, "Spam", "The reason"),
  text("agent review", agentReviewInput.shape.body, "Honest advice from start to finish", "Your review"),
  line("vendor's name", vendorReviewRequestInput.shape.vendorName, "Jo Vendor", "The vendor's name"),
  text("review reply", reviewReplyInput.shape.reply, "Thank you, Jo", "Your reply"),
  line("transaction address", transactionFieldsSchema.shape.address, "12 Kookaburra Street", "The address"),
  line("transaction suburb", transactionFieldsSchema.shape.suburb, "carlton-3053", "The suburb"),
  text("fees", feesTextSchema.shape.feesText, "Commission 2.1% incl. GST", "Your fees"),
  line("appraisal address", appraisalRequestSchema.shape.address, "12 Kookaburra Street", "The address"),
  text("appraisal message", appraisalRequestSchema.shape.message, words, "Your message"),
  line("enquiry name", enquirySchema.shape.name, "Sam Buyer", "Your name"),
  text("enquiry message", enquirySchema.shape.message, words, "Your message"),
  line("contact name", supportMessageSchema.shape.name, "Sam Buyer", "Your name"),
  text("contact message", supportMessageSchema.shape.message, words, "Your message"),
  line("API key name", newApiKeySchema.shape.name, "Partner site", "The key's name"),
  {
    ...line("member name", nameField, "Sam Buyer", ""),
    message: "Please use letters, spaces and simple punctuation",
  },
];

/** Every control character, and those a multi-line field refuses (all but tab, LF and CR). */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((code) => String.fromCharCode(code));
const LINE_BREAKS = new Set(["\t", "\n", "\r"]);

/** What people type: letters, accents, punctuation, emoji (several code units each). */
const ORDINARY = [..."abcXYZ019 éèüñçøßÅÉ—'’,.!?&()-$%", "😀", "🏡", "👍🏽", "🇦🇺"];
const ordinary = (multiline: boolean) =>
  fc
    .array(fc.constantFrom(...ORDINARY, ...(multiline ? ["\n", "\r\n", "\t", "\n\n"] : [])), { maxLength: 10 })
    .map((parts) => parts.join(""));

const shortOrdinary = fc.array(fc.constantFrom(...ORDINARY), { maxLength: 4 }).map((parts) => parts.join(""));

function parse(field: Field, value: string) {
  return field.schema.safeParse(value);
}

describe("control characters in members' free text", () => {
  it("the rule: any C0, DEL or C1 character; a multi-line text keeps tab, LF and CR", () => {
    for (const control of CONTROLS) {
      expect(hasControlCharacter(`a${control}b`)).toBe(true);
      expect(hasControlCharacter(`a${control}b`, { multiline: true })).toBe(!LINE_BREAKS.has(control));
    }
    expect(hasControlCharacter("Crème brûlée 🏡, 12 O’Brien St")).toBe(false);
  });

  it.each(FIELDS)("$field refuses them with a sentence that names the field", (field) => {
    expect(parse(field, field.base).success).toBe(true);
    const refused = fc.constantFrom(...CONTROLS.filter((c) => !(field.multiline && LINE_BREAKS.has(c))));
    fc.assert(
      fc.property(shortOrdinary, refused, shortOrdinary, (before, control, after) => {
        // Between letters, so trimming cannot take it away.
        const result = parse(field, `${field.base} ${before}x${control}x${after}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toContain(field.message);
      }),
      { numRuns: 200 },
    );
  });

  it.each(FIELDS)("$field takes ordinary text as typed (line breaks when it has lines)", (field) => {
    fc.assert(
      fc.property(ordinary(field.multiline), (typed) => {
        const value = `${field.base} ${typed}x`;
        const result = parse(field, value);
        expect(result.error?.issues).toBeUndefined();
        expect(result.data).toBe(value.trim());
      }),
      { numRuns: 200 },
    );
  });
});
