import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { parsePreviewGrant } from "@/lib/blog/preview-token";
import { contentSecret } from "@/lib/services/blog/content-secret";
import { getBlogPostPreview, type BlogPost } from "@/lib/services/blog/posts";
import type { Failure } from "@/lib/services/result";
import { PostArticle } from "../../_components/post-article";
import styles from "../../_components/blog.module.css";

// Read per request with the link's grant: never prerendered, and never shared by the edge page
// cache (policy.ts shares only blog addresses readers use).
export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ expires?: string | string[]; signature?: string | string[] }>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** One content-service read per render, shared by the metadata and the page. */
const loadPreview = cache(
  async (slug: string, expires?: string, signature?: string): Promise<{ post: BlogPost } | Failure> => {
    const grant = parsePreviewGrant(slug, expires, signature);
    const result = await getBlogPostPreview(grant, contentSecret(), Math.floor(Date.now() / 1000));
    if (!result.ok && result.code === "NOT_FOUND") notFound();
    return result;
  },
);

async function previewOf({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return loadPreview(slug, single(query.expires), single(query.signature));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const preview = await previewOf(props);
  return {
    title: "post" in preview ? `Preview: ${preview.post.title}` : "Preview",
    // A draft is for the editor: never indexed, never followed.
    robots: { index: false, follow: false },
  };
}

/**
 * /blog/preview/{slug}?expires=…&signature=…: an editor's preview of a post's latest draft, opened
 * from the content service's admin (lib/blog/preview-token.ts).
 */
export default async function BlogPreviewPage(props: Props) {
  const preview = await previewOf(props);
  if (!("post" in preview)) {
    if (preview.code !== "FORBIDDEN") throw new Error(preview.message);
    return (
      <div className={styles.article} data-testid="blog-preview-refused">
        <h1>Preview</h1>
        <p role="alert">{preview.message}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.previewNotice} role="status" data-testid="blog-preview-notice">
        Preview of a draft: readers do not see this version until it is published.
      </p>
      <PostArticle post={preview.post} />
    </>
  );
}
