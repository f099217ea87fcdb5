/**
 * Seeds the content service: the local editor account, authors, categories, images and the
 * articles in articles.ts, all published. It does nothing when posts already exist, so npm start
 * and npm test can run it on every database whose stamp is stale (a new Payload migration) without
 * failing on the seeded authors' unique slugs. It takes no flags: `payload run` does not pass the
 * script its own arguments. To seed afresh, delete workers/content/.wrangler/state first.
 * Runs under the Payload CLI, which loads the config with wrangler's local bindings. Announcements
 * to the portal are off: its pages are not cached yet when the seed runs.
 *
 *   npm run content:seed
 */
import { convertMarkdownToLexical, editorConfigFactory } from "@payloadcms/richtext-lexical";
import { getPayload } from "payload";
import config from "../payload.config";
import { SKIP_ANNOUNCE } from "../hooks/announce-to-portal";
import { SEED_ARTICLES, SEED_AUTHORS, SEED_CATEGORIES } from "./articles";
import { SEED_ILLUSTRATIONS } from "./illustrations";
import { LOCAL_EDITOR } from "./local-editor";

const context = { [SKIP_ANNOUNCE]: true };

async function main() {
  const payload = await getPayload({ config });
  const existing = await payload.count({ collection: "posts", overrideAccess: true });
  if (existing.totalDocs > 0) {
    payload.logger.info(`content: ${existing.totalDocs} posts already there, nothing seeded`);
    return;
  }

  const editors = await payload.count({ collection: "users", where: { email: { equals: LOCAL_EDITOR.email } } });
  if (editors.totalDocs === 0)
    await payload.create({ collection: "users", data: { ...LOCAL_EDITOR }, overrideAccess: true, context });

  const authorIds = new Map<string, number | string>();
  for (const author of SEED_AUTHORS)
    authorIds.set(author.slug, (await payload.create({ collection: "authors", data: author, context })).id);

  const categoryIds = new Map<string, number | string>();
  for (const category of SEED_CATEGORIES)
    categoryIds.set(category.slug, (await payload.create({ collection: "categories", data: category, context })).id);

  const mediaIds = new Map<string, number | string>();
  for (const [name, { alt, svg }] of Object.entries(SEED_ILLUSTRATIONS)) {
    const data = Buffer.from(svg);
    const media = await payload.create({
      collection: "media",
      data: { alt },
      file: { data, mimetype: "image/svg+xml", name: `${name}.svg`, size: data.length },
      context,
    });
    mediaIds.set(name, media.id);
  }

  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  for (const article of SEED_ARTICLES) {
    const content = convertMarkdownToLexical({ editorConfig, markdown: article.markdown });
    const mediaId = article.image ? mediaIds.get(article.image) : undefined;
    if (mediaId !== undefined) {
      // The image goes after the first paragraph, as an editor would place it.
      content.root.children.splice(1, 0, {
        type: "upload",
        relationTo: "media",
        value: mediaId,
        fields: {},
        format: "",
        version: 3,
      } as never);
    }
    await payload.create({
      collection: "posts",
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: content as never,
        author: authorIds.get(article.author) as number,
        categories: article.categories.map((slug) => categoryIds.get(slug) as number),
        featured: article.featured ?? false,
        heroImage: mediaId as number | undefined,
        publishedAt: new Date(`${article.publishedAt}T09:00:00+10:00`).toISOString(),
        _status: "published",
      },
      context,
    });
  }
  payload.logger.info(
    `content: seeded ${SEED_ARTICLES.length} posts, ${SEED_CATEGORIES.length} categories, ${SEED_AUTHORS.length} authors; editor ${LOCAL_EDITOR.email}`,
  );
}

await main();
process.exit(0);
