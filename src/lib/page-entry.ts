/**
 * One page of the `pages` collection for the route that draws it (src/pages/*.astro): its data, typed by its
 * template's schema. Fails the build when the file is missing or names another template.
 */
import { getEntry } from 'astro:content';

import type { PageEntryData, PageTemplate } from '@/schemas/page';

export async function pageEntry<T extends PageTemplate>(id: string, template: T) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.yaml is missing`);
  if (entry.data.template !== template)
    throw new Error(
      `src/content/pages/${id}.yaml: this route draws template "${template}", not "${entry.data.template}"`,
    );
  return entry.data as Extract<PageEntryData, { template: T }>;
}
