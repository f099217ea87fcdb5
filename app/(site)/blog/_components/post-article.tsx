import { Suspense } from "react";
import { blogCategoryPath, blogPostPath } from "@/lib/blog/blog-urls";
import { readingMinutes, readingTimeText } from "@/lib/blog/reading-time";
import { headingsOf, plainTextOf } from "@/lib/blog/rich-text";
import { serverEnv } from "@/lib/env";
import { formatDate } from "@/lib/format/dates";
import { placesNamedIn } from "@/lib/services/blog/post-places";
import { getRelatedPosts, type BlogPost } from "@/lib/services/blog/posts";
import { requestContext } from "@/lib/services/request-context";
import { scriptSafeJson } from "../../homes/[slug]/[id]/_components/json-ld";
import { blogMediaPath } from "./media-path";
import { PostGrid } from "./post-card";
import { RichTextView } from "./rich-text";
import { ShareLinks } from "./share-links";
import styles from "./blog.module.css";

export function absoluteUrl(path: string): string {
  return new URL(path, serverEnv.SITE_URL).toString();
}

function articleJsonLd(post: BlogPost, words: number) {
  const image = post.heroImage ? blogMediaPath(post.heroImage) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    mainEntityOfPage: absoluteUrl(blogPostPath(post.slug)),
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
    author: post.author ? { "@type": "Person", name: post.author.name } : undefined,
    publisher: { "@type": "Organization", name: "Homefront", url: absoluteUrl("/") },
    image: image ? [absoluteUrl(image)] : undefined,
    articleSection: post.categories.map((category) => category.title),
    wordCount: words,
  };
}

/** One article as readers see it: on its page, and in an editor's preview of a draft. */
export function PostArticle({ post }: { post: BlogPost }) {
  const text = plainTextOf(post.content.root);
  const words = text.split(/\s+/).filter(Boolean).length;
  const headings = headingsOf(post.content.root).filter((heading) => heading.level === 2);
  const hero = post.heroImage ? blogMediaPath(post.heroImage) : undefined;
  return (
    <article className={styles.article} data-testid="blog-post">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(articleJsonLd(post, words)) }}
      />
      <header>
        <p className={styles.meta}>
          {post.categories.map((category, index) => (
            <span key={category.slug}>
              {index > 0 ? ", " : ""}
              <a href={blogCategoryPath(category.slug)}>{category.title}</a>
            </span>
          ))}
        </p>
        <h1>{post.title}</h1>
        <p className={styles.meta} data-testid="blog-post-meta">
          {post.author ? `By ${post.author.name}` : null}
          {post.publishedAt ? (
            <>
              {" · "}
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </>
          ) : null}
          {" · "}
          {readingTimeText(readingMinutes(text))}
        </p>
      </header>
      {hero ? (
        <img className={styles.hero} src={hero} alt={post.heroImage?.alt ?? ""} width={1200} height={630} />
      ) : null}
      {headings.length > 2 ? (
        <nav className={styles.contents} aria-label="In this article">
          <h2>In this article</h2>
          <ul>
            {headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <RichTextView content={post.content} />
      <ShareLinks title={post.title} url={absoluteUrl(blogPostPath(post.slug))} />
      {post.author ? (
        <section className={styles.author} aria-label="About the author">
          <p>
            <strong>{post.author.name}</strong>
            {post.author.role ? `, ${post.author.role}` : ""}
          </p>
          {post.author.bio ? <p>{post.author.bio}</p> : null}
        </section>
      ) : null}
      <Suspense fallback={null}>
        <PlacesInPost text={text} />
      </Suspense>
      <Suspense fallback={<p className={styles.meta}>Loading related articles…</p>}>
        <RelatedPosts post={post} />
      </Suspense>
    </article>
  );
}

async function PlacesInPost({ text }: { text: string }) {
  const places = await placesNamedIn(requestContext(), text);
  if (places.length === 0) return null;
  return (
    <section className={styles.aside} aria-labelledby="places-heading">
      <h2 id="places-heading">Suburbs in this article</h2>
      <ul>
        {places.map((place) => (
          <li key={place.locationUrl}>
            <a href={place.locationUrl}>
              Living in {place.name} {place.stateCode}
            </a>
            {" · "}
            <a href={place.forSaleUrl}>Homes for sale in {place.name}</a>
            {" · "}
            <a href={place.forRentUrl}>Rentals in {place.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function RelatedPosts({ post }: { post: BlogPost }) {
  const related = await getRelatedPosts(post);
  if (related.length === 0) return null;
  return (
    <section className={styles.aside} aria-labelledby="related-heading">
      <h2 id="related-heading">Related articles</h2>
      <PostGrid posts={related} headingLevel={3} />
    </section>
  );
}
