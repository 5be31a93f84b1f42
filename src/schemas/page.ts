/**
 * The `pages` collection: every page under src/content/pages/, its route read from its place in the folder
 * (pages/company/values.yaml is /company/values, pages/index.yaml is /). `template` says how the page is drawn
 * and which fields it has: `composed` (a hero, a list of typed blocks, a closing band) for most pages, or one of
 * the pages with their own layout.
 */
import { z } from 'astro/zod';

import { blogIndexSchema } from './blog';
import { communitySchema } from './community';
import { composedSchema } from './composed';
import { connectionsHrSchema } from './connections-hr';
import { contactSchema } from './contact';
import { homeSchema } from './home';
import { notFoundSchema } from './not-found';
import { productSchema } from './product';
import { searchSchema } from './search';

export const pageSchema = z.discriminatedUnion('template', [
  composedSchema.extend({ template: z.literal('composed') }),
  connectionsHrSchema.extend({ template: z.literal('connections-hr') }),
  homeSchema.extend({ template: z.literal('home') }),
  productSchema.extend({ template: z.literal('product') }),
  communitySchema.extend({ template: z.literal('community') }),
  contactSchema.extend({ template: z.literal('contact') }),
  searchSchema.extend({ template: z.literal('search') }),
  notFoundSchema.extend({ template: z.literal('not-found') }),
  blogIndexSchema.extend({ template: z.literal('blog') }),
]);
export type PageEntryData = z.infer<typeof pageSchema>;
export type PageTemplate = PageEntryData['template'];
