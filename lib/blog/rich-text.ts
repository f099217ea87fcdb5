import { z } from "zod";

/**
 * The CMS's rich text (Lexical's JSON), as the portal reads it. Only the shape is trusted, never
 * markup: the page renders each node as a React element (app/(site)/blog/_components/rich-text.tsx),
 * so text from any editor stays text. Unknown node types are kept (their text still counts) and
 * rendered as their children.
 */
export interface RichTextNode {
  type: string;
  children?: RichTextNode[];
  text?: string;
  /** Text formats as Lexical's bit flags (bold 1, italic 2, strikethrough 4, underline 8, code 16). */
  format?: number | string;
  tag?: string;
  listType?: string;
  url?: string;
  newTab?: boolean;
  fields?: { url?: string; newTab?: boolean; linkType?: string } | null;
  value?: unknown;
}

const node: z.ZodType<RichTextNode> = z.lazy(() =>
  z
    .object({
      type: z.string(),
      children: z.array(node).optional(),
      text: z.string().optional(),
      format: z.union([z.number(), z.string()]).optional(),
      tag: z.string().optional(),
      listType: z.string().optional(),
      url: z.string().optional(),
      newTab: z.boolean().optional(),
      fields: z
        .object({ url: z.string().optional(), newTab: z.boolean().optional(), linkType: z.string().optional() })
        .loose()
        .nullable()
        .optional(),
      value: z.unknown().optional(),
    })
    .loose(),
);

export const richTextSchema = z.object({ root: node });
export type RichText = z.infer<typeof richTextSchema>;

export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

export function hasFormat(format: RichTextNode["format"], flag: number): boolean {
  return typeof format === "number" && (format & flag) !== 0;
}

/** The text of a node and everything under it, blocks separated by spaces. */
export function plainTextOf(root: RichTextNode): string {
  if (typeof root.text === "string") return root.text;
  return (root.children ?? []).map(plainTextOf).join(" ");
}

/** A heading's anchor: its words, lower case, joined by hyphens. */
export function anchorOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "section"
  );
}

export interface Heading {
  id: string;
  text: string;
  level: number;
}

/**
 * Every heading in document order with a unique anchor (a repeated title gets -2, -3…), so the
 * table of contents and the rendered headings agree.
 */
export function headingsOf(root: RichTextNode): Heading[] {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const visit = (current: RichTextNode) => {
    if (current.type === "heading") {
      const text = plainTextOf(current).trim();
      const base = anchorOf(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      headings.push({ id: count === 1 ? base : `${base}-${count}`, text, level: Number(current.tag?.slice(1)) || 2 });
      return;
    }
    current.children?.forEach(visit);
  };
  visit(root);
  return headings;
}

/** Only these link targets are rendered as links; anything else (javascript:, data:) is shown as text. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  if (trimmed.startsWith("#")) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ["http:", "https:", "mailto:", "tel:"].includes(parsed.protocol) ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
