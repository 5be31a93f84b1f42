/**
 * Which files of the `pages` collection src/pages/[...page].astro builds: the composed pages (templates `composed`
 * and `connections-hr`). Every other page has its own route file. The tests list the built pages with it too.
 */
const templates: readonly unknown[] = ['composed', 'connections-hr'];

export const isComposedPage = (entry: { id: string; data: { template?: unknown } }) =>
  templates.includes(entry.data.template);
