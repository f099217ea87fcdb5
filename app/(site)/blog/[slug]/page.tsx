import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { blogPostPath } from "@/lib/blog/blog-urls";
import { getBlogPost, type BlogPost } from "@/lib/services/blog/posts";
import { blogMediaPath } from "../_components/media-path";
import { absoluteUrl, PostArticle } from "../_components/post-article";

interface Props {
  params: Promise<{ slug: string }>;
}

/** One content-service read per render, shared by the metadata and the page. */
const loadPost = cache(async (slug: string): Promise<BlogPost> => {
  const result = await getBlogPost(slug);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound();
    throw new Error(result.message);
  }
  return result.post;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  const image = post.heroImage ? blogMediaPath(post.heroImage) : undefined;
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: blogPostPath(post.slug) },
    authors: post.author ? [{ name: post.author.name }] : undefined,
    openGraph: {
      type: "article",
      siteName: "Homefront",
      locale: "en_AU",
      url: blogPostPath(post.slug),
      title: post.title,
      description: post.excerpt,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt ?? undefined,
      authors: post.author ? [post.author.name] : undefined,
      section: post.categories[0]?.title,
      images: image
        ? [{ url: absoluteUrl(image), width: 1200, height: 630, alt: post.heroImage?.alt ?? "" }]
        : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: post.title, description: post.excerpt },
  };
}

/** /blog/{slug}: one article. */
export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  return <PostArticle post={await loadPost(slug)} />;
}
