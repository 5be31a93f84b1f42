/**
 * Which files of the `pages` collection src/pages/[...page].astro builds: the composed pages (templates `composed`
 * and `connections-hr`) but those holding an events or news list, which src/pages/[section]/[list]/[...page].astro
 * builds with the list's later pages. Every other page has its own route file. The tests list the built pages with
 * it too.
 */
const templates: readonly unknown[] = ['composed', 'connections-hr'];

export const isComposedPage = (entry: { id: string; data: { template?: unknown } }) =>
  templates.includes(entry.data.template);

/** A composed page that lists events or news (from their collections), paged. */
export const holdsList = (entry: { data: object }) => {
  const { blocks } = entry.data as { blocks?: readonly { type: string }[] };
  return Boolean(blocks?.some((b) => b.type === 'events' || b.type === 'news'));
};
