/**
 * `astro:content` for unit tests (vitest.config.mts aliases it here), so tests can validate content files with
 * the same schemas the build uses. A reference becomes `{ id, collection }`, as in Astro; that the entry exists
 * is checked by `entryOf` in src/schemas/common.ts (the build fails) and by the schema tests. `getCollection('blog')`
 * gives the posts as the content layer does: front matter checked by the schema, the body rendered by Astro's own
 * Markdown processor with Astro's defaults.
 */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { z } from 'astro/zod';

export const reference = <C extends string>(collection: C) => z.string().transform((id) => ({ id, collection }));
export const defineCollection = <T>(config: T) => config;

export async function getCollection(collection: 'blog' | 'legal') {
  // Imported here: the schemas import this module (for `reference`).
  const [{ blogPostSchema }, { legalSchema }, { entries }] = await Promise.all([
    import('../../src/schemas/blog'),
    import('../../src/schemas/legal'),
    import('./content'),
  ]);
  const schemas = { blog: blogPostSchema, legal: legalSchema };
  if (!(collection in schemas)) throw new Error(`tests/lib/astro-content.ts: no getCollection('${collection}')`);
  const markdown = await createSatteriMarkdownProcessor({ syntaxHighlight: false });
  return Promise.all(
    entries(collection).map(async (e) => {
      const { code, metadata } = await markdown.render(e.body ?? '');
      return {
        id: e.id,
        file: e.file,
        data: schemas[collection].parse(e.data),
        body: e.body,
        rendered: { html: code, metadata },
      };
    }),
  );
}
