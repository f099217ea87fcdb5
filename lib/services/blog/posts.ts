import "server-only";
import { gql } from "graphql-request";
import { z } from "zod";
import { BLOG_PAGE_SIZE, CATEGORY_PAGE_SIZE } from "../../blog/blog-urls";
import { isValidPreview, PREVIEW_HEADER, previewHeaderValue, type PreviewGrant } from "../../blog/preview-token";
import { richTextSchema, type RichText } from "../../blog/rich-text";
import { fail, type Result } from "../result";
import { contentClient } from "./content-client";
import { log, reportUnexpected } from "@/lib/observability/log";

/**
 * The blog's reads from the content service, validated at the boundary: what the CMS answers is
 * parsed with zod, so a changed or broken answer becomes a clear failure instead of a page that
 * renders half a post. Nothing here is personal: every page that uses it is shared at the edge.
 */
export const POST_NOT_FOUND = "We could not find that article. It may have been moved or unpublished.";
export const CATEGORY_NOT_FOUND = "We could not find that blog category.";
export const PAGE_NOT_FOUND = "That page of the blog does not exist.";
export const PREVIEW_NOT_VALID =
  "This preview link is not valid or has expired. Open the preview again from the editor.";
export const CONTENT_UNAVAILABLE = "The blog is not available right now. Please try again in a minute.";

const media = z
  .object({
    url: z.string().nullish(),
    alt: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    filename: z.string().nullish(),
  })
  .nullish();

const category = z.object({ title: z.string(), slug: z.string(), description: z.string().nullish() });
const author = z.object({ name: z.string(), slug: z.string(), role: z.string().nullish(), bio: z.string().nullish() });

const summary = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  featured: z.boolean().nullish(),
  publishedAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  heroImage: media,
  author: author.nullish(),
  categories: z.array(category.nullish()).nullish(),
});

const fullPost = summary.extend({ content: richTextSchema });

export type BlogMedia = z.infer<typeof media>;
export type BlogCategory = z.infer<typeof category>;
export type BlogAuthor = z.infer<typeof author>;
export interface BlogPostSummary extends Omit<z.infer<typeof summary>, "categories"> {
  categories: BlogCategory[];
}
export interface BlogPost extends BlogPostSummary {
  content: RichText;
}

const SUMMARY_FIELDS = gql`
  fragment BlogPostSummary on Post {
    id
    title
    slug
    excerpt
    featured
    publishedAt
    updatedAt
    heroImage {
      url
      alt
      width
      height
      filename
    }
    author {
      name
      slug
      role
      bio
    }
    categories {
      title
      slug
      description
    }
  }
`;

const postList = z.object({
  docs: z.array(summary),
  totalDocs: z.number(),
  totalPages: z.number(),
  page: z.number().nullish(),
});

function withCategories<T extends z.infer<typeof summary>>(
  post: T,
): Omit<T, "categories"> & { categories: BlogCategory[] } {
  return { ...post, categories: (post.categories ?? []).filter((c): c is BlogCategory => Boolean(c)) };
}

async function request<T extends z.ZodType>(
  schema: T,
  document: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Result<{ data: z.infer<T> }>> {
  try {
    const answer = await contentClient(headers).request<unknown>(document, variables);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      log.error("blog: the content service answered in an unexpected shape", {
        issues: z.flattenError(parsed.error),
      });
      return fail("UNAVAILABLE", CONTENT_UNAVAILABLE);
    }
    return { ok: true, data: parsed.data };
  } catch (error) {
    reportUnexpected("blog: content service request failed", error);
    return fail("UNAVAILABLE", CONTENT_UNAVAILABLE);
  }
}

const LATEST = gql`
  ${SUMMARY_FIELDS}
  query BlogLatest($limit: Int!, $page: Int!) {
    Posts(limit: $limit, page: $page, sort: "-publishedAt") {
      docs {
        ...BlogPostSummary
      }
      totalDocs
      totalPages
      page
    }
    Featured: Posts(limit: 3, sort: "-publishedAt", where: { featured: { equals: true } }) {
      docs {
        ...BlogPostSummary
      }
      totalDocs
      totalPages
    }
  }
`;

export interface BlogIndexPage {
  posts: BlogPostSummary[];
  featured: BlogPostSummary[];
  page: number;
  totalPages: number;
  totalPosts: number;
}

/** One page of the latest posts; page 1 also carries the featured posts. A page past the last is NOT_FOUND. */
export async function getBlogIndexPage(page: number): Promise<Result<{ index: BlogIndexPage }>> {
  const answer = await request(
    z.object({ Posts: postList, Featured: postList.partial({ totalPages: true }) }),
    LATEST,
    { limit: BLOG_PAGE_SIZE, page },
  );
  if (!answer.ok) return answer;
  const { Posts, Featured } = answer.data;
  if (page > 1 && page > Posts.totalPages) return fail("NOT_FOUND", PAGE_NOT_FOUND);
  return {
    ok: true,
    index: {
      posts: Posts.docs.map(withCategories),
      featured: page === 1 ? Featured.docs.map(withCategories) : [],
      page,
      totalPages: Math.max(1, Posts.totalPages),
      totalPosts: Posts.totalDocs,
    },
  };
}

const BY_SLUG = gql`
  ${SUMMARY_FIELDS}
  query BlogPost($slug: String!) {
    Posts(limit: 1, where: { slug: { equals: $slug } }) {
      docs {
        ...BlogPostSummary
        content(depth: 1)
      }
    }
  }
`;

export async function getBlogPost(slug: string): Promise<Result<{ post: BlogPost }>> {
  const answer = await request(z.object({ Posts: z.object({ docs: z.array(fullPost) }) }), BY_SLUG, { slug });
  if (!answer.ok) return answer;
  const post = answer.data.Posts.docs[0];
  if (!post) return fail("NOT_FOUND", POST_NOT_FOUND);
  return { ok: true, post: withCategories(post) };
}

const DRAFT_BY_SLUG = gql`
  ${SUMMARY_FIELDS}
  query BlogPostDraft($slug: String!) {
    Posts(limit: 1, draft: true, where: { slug: { equals: $slug } }) {
      docs {
        ...BlogPostSummary
        content(depth: 1)
      }
    }
  }
`;

/**
 * The latest draft of one post, for an editor's preview link (lib/blog/preview-token.ts): checked
 * here, then sent on to the content service, which checks it again before it shows the draft.
 */
export async function getBlogPostPreview(
  grant: PreviewGrant | undefined,
  secret: string | undefined,
  nowSeconds: number,
): Promise<Result<{ post: BlogPost }>> {
  if (!grant || !secret || !(await isValidPreview(secret, grant, nowSeconds)))
    return fail("FORBIDDEN", PREVIEW_NOT_VALID);
  const answer = await request(
    z.object({ Posts: z.object({ docs: z.array(fullPost) }) }),
    DRAFT_BY_SLUG,
    { slug: grant.slug },
    { [PREVIEW_HEADER]: previewHeaderValue(grant) },
  );
  if (!answer.ok) return answer;
  const post = answer.data.Posts.docs[0];
  if (!post) return fail("NOT_FOUND", POST_NOT_FOUND);
  return { ok: true, post: withCategories(post) };
}

const RELATED = gql`
  ${SUMMARY_FIELDS}
  query BlogRelated($slug: String!, $categories: [JSON]) {
    Posts(
      limit: 3
      sort: "-publishedAt"
      where: { AND: [{ slug: { not_equals: $slug } }, { categories: { in: $categories } }] }
    ) {
      docs {
        ...BlogPostSummary
      }
    }
  }
`;

const CATEGORY_IDS = gql`
  query BlogCategoryIds($slugs: [String]) {
    Categories(limit: 50, where: { slug: { in: $slugs } }) {
      docs {
        id
        slug
        title
        description
      }
    }
  }
`;

const categoryRows = z.object({
  Categories: z.object({ docs: z.array(category.extend({ id: z.union([z.number(), z.string()]) })) }),
});

/** Up to three other posts sharing a category with this one, newest first. */
export async function getRelatedPosts(post: BlogPostSummary): Promise<BlogPostSummary[]> {
  if (post.categories.length === 0) return [];
  const ids = await request(categoryRows, CATEGORY_IDS, { slugs: post.categories.map((c) => c.slug) });
  if (!ids.ok) return [];
  const related = await request(z.object({ Posts: z.object({ docs: z.array(summary) }) }), RELATED, {
    slug: post.slug,
    categories: ids.data.Categories.docs.map((c) => c.id),
  });
  return related.ok ? related.data.Posts.docs.map(withCategories) : [];
}

const IN_CATEGORY = gql`
  ${SUMMARY_FIELDS}
  query BlogCategory($id: JSON!, $limit: Int!) {
    Posts(limit: $limit, sort: "-publishedAt", where: { categories: { in: [$id] } }) {
      docs {
        ...BlogPostSummary
      }
      totalDocs
      totalPages
    }
  }
`;

export async function getBlogCategory(
  slug: string,
): Promise<Result<{ category: BlogCategory; posts: BlogPostSummary[] }>> {
  const rows = await request(categoryRows, CATEGORY_IDS, { slugs: [slug] });
  if (!rows.ok) return rows;
  const found = rows.data.Categories.docs[0];
  if (!found) return fail("NOT_FOUND", CATEGORY_NOT_FOUND);
  const posts = await request(z.object({ Posts: postList }), IN_CATEGORY, { id: found.id, limit: CATEGORY_PAGE_SIZE });
  if (!posts.ok) return posts;
  const { id: _id, ...shown } = found;
  return { ok: true, category: shown, posts: posts.data.Posts.docs.map(withCategories) };
}

const ALL_CATEGORIES = gql`
  query BlogCategories {
    Categories(limit: 50, sort: "title") {
      docs {
        id
        slug
        title
        description
      }
    }
  }
`;

export async function getBlogCategories(): Promise<BlogCategory[]> {
  const rows = await request(categoryRows, ALL_CATEGORIES, {});
  return rows.ok ? rows.data.Categories.docs.map(({ id: _id, ...shown }) => shown) : [];
}

const FOR_FEEDS = gql`
  ${SUMMARY_FIELDS}
  query BlogFeed($limit: Int!) {
    Posts(limit: $limit, sort: "-publishedAt") {
      docs {
        ...BlogPostSummary
      }
      totalDocs
      totalPages
    }
  }
`;

/** The latest posts for the feeds and the sitemap (`limit` of them), and how many are published. */
export async function getLatestPosts(limit: number): Promise<Result<{ posts: BlogPostSummary[]; total: number }>> {
  const answer = await request(z.object({ Posts: postList }), FOR_FEEDS, { limit });
  if (!answer.ok) return answer;
  return { ok: true, posts: answer.data.Posts.docs.map(withCategories), total: answer.data.Posts.totalDocs };
}
