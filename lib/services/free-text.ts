import type { z } from "zod";

/*
 * Text members type never holds control characters (NUL, BEL, ESC, DEL, the C1 range): they come
 * from pasted binary data or a crafted request, are invisible on screen, and once stored they end
 * up in page titles, headings, e-mails and feeds. Every free-text field of a member's write refuses
 * them with the same sentence, naming the field. A multi-line field keeps its line breaks and tabs,
 * the only control characters a person types on purpose.
 */

/** Any control character: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F). */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/** What a refused field says; `what` names the field as a person would ("Your comment"). */
export function controlCharacterMessage(what: string): string {
  return `${what} contains an invisible control character (such as NUL or ESC): please retype it.`;
}

/**
 * The rule on one field: `plainText(z.string().trim().max(80, …), "The key's name")`. Kept on the
 * string schema itself, so optional, nullable and default wrappers go around it as usual.
 */
export function plainText<S extends z.ZodString>(field: S, what: string, options: { multiline?: boolean } = {}): S {
  return field.refine((text) => !hasControlCharacter(text, options), controlCharacterMessage(what));
}
