import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { BLOG_ATOM_PATH, BLOG_FEED_PATH, blogIndexPath, blogPageNumber } from "@/lib/blog/blog-urls";
import { getBlogIndexPage } from "@/lib/services/blog/posts";
import { CategoryLinks } from "./_components/category-links";
import { PostGrid } from "./_components/post-card";
import styles from "./_components/blog.module.css";

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

const TITLE = "Property news and guides";
const DESCRIPTION =
  "Guides for buyers, renters and sellers in Australia: borrowing power, stamp duty, auctions, inspections and renting.";

async function pageOf(searchParams: Props["searchParams"]): Promise<number> {
  const raw = (await searchParams).page;
  const page = blogPageNumber(Array.isArray(raw) ? raw[0] : raw);
  if (page === undefined) notFound();
  return page;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = await pageOf(searchParams);
  const title = page > 1 ? `${TITLE} (page ${page})` : TITLE;
  return {
    title,
    description: DESCRIPTION,
    alternates: {
      canonical: blogIndexPath(page),
      types: { "application/rss+xml": BLOG_FEED_PATH, "application/atom+xml": BLOG_ATOM_PATH },
    },
    openGraph: {
      type: "website",
      siteName: "Homefront",
      locale: "en_AU",
      url: blogIndexPath(page),
      title,
      description: DESCRIPTION,
    },
  };
}

/** /blog: featured posts on page 1, then the latest posts, nine a page. */
export default async function BlogIndexPage({ searchParams }: Props) {
  const page = await pageOf(searchParams);
  return (
    <div className={styles.page}>
      <h1>{TITLE}</h1>
      <p className={styles.intro}>{DESCRIPTION}</p>
      {/* One boundary: categories arriving after the articles pushed them down (CLS 0.44 in Lighthouse). */}
      <Suspense fallback={<p className={styles.meta}>Loading articles…</p>}>
        <CategoryLinks />
        <LatestPosts page={page} />
      </Suspense>
    </div>
  );
}

async function LatestPosts({ page }: { page: number }) {
  const result = await getBlogIndexPage(page);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound();
    throw new Error(result.message);
  }
  const { featured, posts, totalPages } = result.index;
  return (
    <>
      {featured.length > 0 ? (
        <section className={styles.featured} aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured</h2>
          <PostGrid posts={featured} headingLevel={3} firstIsLcp />
        </section>
      ) : null}
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading">{page > 1 ? `Latest articles, page ${page} of ${totalPages}` : "Latest articles"}</h2>
        {posts.length === 0 ? (
          <p>No articles yet.</p>
        ) : (
          <PostGrid posts={posts} headingLevel={3} firstIsLcp={featured.length === 0} />
        )}
      </section>
      <nav className={styles.pagination} aria-label="Blog pages">
        {page > 1 ? <a href={blogIndexPath(page - 1)}>Newer articles</a> : <span />}
        {page < totalPages ? <a href={blogIndexPath(page + 1)}>Older articles</a> : <span />}
      </nav>
    </>
  );
}
