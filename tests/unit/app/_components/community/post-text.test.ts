// Every post is rendered as text: whatever a member types (here XSS payloads mixed into random
// text, drawn by fast-check) comes out of PostText as escaped text in one paragraph, with links
// only as <a href="http(s)://…"> for authors allowed links; never a script, an event handler, a
// javascript: address or any other element.
import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostText } from "@/app/_components/community/post-text";

const PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  '"><iframe src="javascript:alert(1)">',
  "<a href='javascript:alert(1)'>x</a>",
  'https://evil.example/"onmouseover="alert(1)',
  "http://ok.example/<script>",
  "</p><p onclick=alert(1)>",
  "&lt;script&gt;",
  "https://homefront.example/a?b=<c>&d='e'",
];

const postText = fc
  .array(
    fc.oneof(fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 20 }), fc.constant(" https://ok.example/path ")),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(""));

/** The markup's tags: only the paragraph, and links with a checked http(s) href and our rel. */
function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

const ALLOWED_TAG =
  /^(<p class="[^"<>]*"( data-testid="[^"<>]*")?>|<\/p>|<a href="https?:\/\/[^"<>\s]*" rel="nofollow ugc noopener noreferrer">|<\/a>)$/;

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("PostText renders what members type as text", () => {
  it("never lets a payload become markup, with or without links", () => {
    fc.assert(
      fc.property(postText, fc.boolean(), (text, linksAllowed) => {
        const html = renderToStaticMarkup(createElement(PostText, { text, linksAllowed }));
        for (const tag of tagsOf(html)) expect(tag).toMatch(ALLOWED_TAG);
        expect(html).not.toMatch(/<(script|img|svg|iframe)/i);
        expect(html).not.toMatch(/href="javascript:/i);
        // Nothing typed is lost or added: the visible text is exactly what was typed.
        expect(textOf(html)).toBe(text);
        if (!linksAllowed) expect(html).not.toContain("<a ");
      }),
    );
  });

  it("makes http(s) addresses links for trusted authors, and only those", () => {
    const html = renderToStaticMarkup(
      createElement(PostText, {
        text: "See https://www.education.vic.gov.au/zones. Not javascript:alert(1) or ftp://x.example",
        linksAllowed: true,
      }),
    );
    expect(tagsOf(html).filter((tag) => tag.startsWith("<a "))).toEqual([
      '<a href="https://www.education.vic.gov.au/zones" rel="nofollow ugc noopener noreferrer">',
    ]);
  });
});
