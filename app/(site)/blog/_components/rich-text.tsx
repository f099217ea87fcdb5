import { Fragment, type ReactNode } from "react";
import { hasFormat, headingsOf, safeHref, TEXT_FORMAT, type RichText, type RichTextNode } from "@/lib/blog/rich-text";
import { blogMediaPath } from "./media-path";
import styles from "./blog.module.css";

/**
 * A post's rich text (the CMS's Lexical JSON) as React elements. Every string becomes a text node,
 * so markup typed by an editor is shown, never run; links keep only safe targets; images come from
 * the portal's own /blog/media route. The CMS's HTML is never used.
 */
export function RichTextView({ content }: { content: RichText }) {
  const anchors = headingsOf(content.root).map((heading) => heading.id);
  let nextHeading = 0;
  const takeAnchor = () => anchors[nextHeading++] ?? `section-${nextHeading}`;
  return <div className={styles.prose}>{renderChildren(content.root, takeAnchor)}</div>;
}

type AnchorSource = () => string;

function renderChildren(node: RichTextNode, anchor: AnchorSource): ReactNode {
  return (node.children ?? []).map((child, index) => <Fragment key={index}>{renderNode(child, anchor)}</Fragment>);
}

function renderText(node: RichTextNode): ReactNode {
  let out: ReactNode = node.text ?? "";
  if (hasFormat(node.format, TEXT_FORMAT.code)) out = <code>{out}</code>;
  if (hasFormat(node.format, TEXT_FORMAT.bold)) out = <strong>{out}</strong>;
  if (hasFormat(node.format, TEXT_FORMAT.italic)) out = <em>{out}</em>;
  if (hasFormat(node.format, TEXT_FORMAT.strikethrough)) out = <s>{out}</s>;
  if (hasFormat(node.format, TEXT_FORMAT.underline)) out = <u>{out}</u>;
  return out;
}

const HEADING_TAGS = new Set(["h2", "h3", "h4", "h5", "h6"]);

interface UploadValue {
  url?: string | null;
  filename?: string | null;
  alt?: string | null;
  width?: number | null;
  height?: number | null;
  mimeType?: string | null;
}

function uploadOf(value: unknown): UploadValue | undefined {
  return value && typeof value === "object" ? (value as UploadValue) : undefined;
}

function renderNode(node: RichTextNode, anchor: AnchorSource): ReactNode {
  switch (node.type) {
    case "text":
      return renderText(node);
    case "linebreak":
      return <br />;
    case "tab":
      return " ";
    case "paragraph":
      return <p>{renderChildren(node, anchor)}</p>;
    case "heading": {
      // h1 is the post's title: an editor's h1 becomes the top heading level of the body.
      const Tag = (HEADING_TAGS.has(node.tag ?? "") ? node.tag : "h2") as "h2" | "h3" | "h4" | "h5" | "h6";
      const id = anchor();
      return (
        <Tag id={id} className={styles.heading}>
          {renderChildren(node, anchor)}{" "}
          <a href={`#${id}`} className={styles.anchor} aria-label="Link to this section">
            #
          </a>
        </Tag>
      );
    }
    case "quote":
      return <blockquote>{renderChildren(node, anchor)}</blockquote>;
    case "list":
      return node.listType === "number" || node.tag === "ol" ? (
        <ol>{renderChildren(node, anchor)}</ol>
      ) : (
        <ul>{renderChildren(node, anchor)}</ul>
      );
    case "listitem":
      return <li>{renderChildren(node, anchor)}</li>;
    case "link":
    case "autolink": {
      const href = safeHref(node.fields?.url ?? node.url);
      if (!href) return <>{renderChildren(node, anchor)}</>;
      const external = /^https?:/.test(href);
      return (
        <a href={href} {...(external ? { rel: "noopener noreferrer nofollow" } : {})}>
          {renderChildren(node, anchor)}
        </a>
      );
    }
    case "horizontalrule":
      return <hr />;
    case "upload": {
      const upload = uploadOf(node.value);
      const src = upload ? blogMediaPath(upload) : undefined;
      if (!upload || !src) return null;
      return (
        <figure className={styles.figure}>
          <img
            src={src}
            alt={upload.alt ?? ""}
            width={upload.width ?? undefined}
            height={upload.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
          {upload.alt ? <figcaption>{upload.alt}</figcaption> : null}
        </figure>
      );
    }
    default:
      return node.children ? <>{renderChildren(node, anchor)}</> : null;
  }
}
