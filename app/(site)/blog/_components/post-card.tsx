import { formatDate } from "@/lib/format/dates";
import { blogPostPath } from "@/lib/blog/blog-urls";
import type { BlogPostSummary } from "@/lib/services/blog/posts";
import { blogMediaPath } from "./media-path";
import styles from "./blog.module.css";

/**
 * A post in a list: image, title (the link), excerpt, author and date. `priority`: this card's image
 * is the page's LCP element (the first card on the page), so it loads at once and first.
 */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = post.heroImage ? blogMediaPath(post.heroImage) : undefined;
  return (
    <article className={styles.card} data-testid="blog-post-card">
      {image ? (
        <img
          src={image}
          alt=""
          width={1200}
          height={630}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
        />
      ) : null}
      <Heading>
        <a href={blogPostPath(post.slug)}>{post.title}</a>
      </Heading>
      <p>{post.excerpt}</p>
      <p className={styles.meta}>
        {post.author?.name ? `${post.author.name} · ` : ""}
        {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
      </p>
    </article>
  );
}

export function PostGrid({
  posts,
  headingLevel = 2,
  firstIsLcp = false,
}: {
  posts: BlogPostSummary[];
  headingLevel?: 2 | 3;
  firstIsLcp?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, i) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} priority={firstIsLcp && i === 0} />
        </li>
      ))}
    </ul>
  );
}
