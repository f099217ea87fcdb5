import { blogCategoryPath, BLOG_PATH } from "@/lib/blog/blog-urls";
import { getBlogCategories } from "@/lib/services/blog/posts";
import styles from "./blog.module.css";

/** The blog's categories as links; the current one is marked. */
export async function CategoryLinks({ current }: { current?: string }) {
  const categories = await getBlogCategories();
  return (
    <nav aria-label="Blog categories">
      <ul className={styles.categories}>
        <li>
          <a href={BLOG_PATH} aria-current={current === undefined ? "page" : undefined}>
            All articles
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a href={blogCategoryPath(category.slug)} aria-current={current === category.slug ? "page" : undefined}>
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
