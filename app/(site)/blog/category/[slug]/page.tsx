import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, Suspense } from "react";
import { blogCategoryPath } from "@/lib/blog/blog-urls";
import { getBlogCategory } from "@/lib/services/blog/posts";
import { CategoryLinks } from "../../_components/category-links";
import { PostGrid } from "../../_components/post-card";
import styles from "../../_components/blog.module.css";

interface Props {
  params: Promise<{ slug: string }>;
}

/** One content-service read per render, shared by the metadata and the page. */
const loadCategory = cache(async (slug: string) => {
  const result = await getBlogCategory(slug);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound();
    throw new Error(result.message);
  }
  return result;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { category } = await loadCategory(slug);
  const title = `${category.title}: articles and guides`;
  const description = category.description ?? `Homefront articles about ${category.title.toLowerCase()}.`;
  return {
    title,
    description,
    alternates: { canonical: blogCategoryPath(category.slug) },
    openGraph: {
      type: "website",
      siteName: "Homefront",
      locale: "en_AU",
      url: blogCategoryPath(category.slug),
      title,
      description,
    },
  };
}

/** /blog/category/{slug}: the category's latest articles. */
export default async function BlogCategoryPage({ params }: Props) {
  const { slug } = await params;
  const { category, posts } = await loadCategory(slug);
  return (
    <div className={styles.page}>
      <h1>{category.title}</h1>
      {category.description ? <p className={styles.intro}>{category.description}</p> : null}
      <Suspense fallback={<p className={styles.meta}>Loading categories…</p>}>
        <CategoryLinks current={category.slug} />
      </Suspense>
      {posts.length === 0 ? <p>No articles in this category yet.</p> : <PostGrid posts={posts} firstIsLcp />}
    </div>
  );
}
