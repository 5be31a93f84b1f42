/**
 * The composed pages for unit tests (Vitest only: the schemas import astro:content, which Vitest aliases to
 * src/lib/astro-content.ts): every file under src/content/pages/ with template `composed` or `connections-hr`,
 * parsed by the schema the build validates it with, so tests see the data as the templates get it.
 */
import { z } from 'astro/zod';

import { composedSchema, type Block, type BlockType, type ComposedContent } from '@/schemas/composed';
import { connectionsHrSchema, type ConnectionsHrContent } from '@/schemas/connections-hr';

import { entries } from './content';

/** The templates of the composed pages, and the schema of each (as src/schemas/page.ts extends them). */
export const composedTemplates = {
  composed: composedSchema.extend({ template: z.literal('composed') }),
  'connections-hr': connectionsHrSchema.extend({ template: z.literal('connections-hr') }),
};

export interface ComposedEntry {
  /** The file's path under src/content/pages/ without the extension, e.g. 'company/values'. */
  id: string;
  file: string;
  data: ComposedContent & { template: keyof typeof composedTemplates; checkIn?: ConnectionsHrContent['checkIn'] };
}

const isComposed = (t: unknown): t is keyof typeof composedTemplates => typeof t === 'string' && t in composedTemplates;

let parsed: ComposedEntry[] | undefined;

/** Every composed page, parsed (a file that breaks its schema throws, naming the file). */
export function composedPages(): ComposedEntry[] {
  return (parsed ??= entries<Record<string, unknown>>('pages')
    .filter((e) => isComposed(e.data.template))
    .map((e) => {
      const result = composedTemplates[e.data.template as keyof typeof composedTemplates].safeParse(e.data);
      if (!result.success) throw new Error(`${e.file}: ${z.prettifyError(result.error)}`);
      return { id: e.id, file: e.file, data: result.data as ComposedEntry['data'] };
    }));
}

/** One composed page by its id ('company/values'), parsed. */
export function composedPage(id: string): ComposedContent {
  const page = composedPages().find((p) => p.id === id);
  if (!page) throw new Error(`No composed page ${id} in src/content/pages`);
  return page.data;
}

/** Connections HR, parsed. */
export const connectionsHrPage = () => composedPage('products/connections-hr') as ConnectionsHrContent;

/** A page's blocks of one type, optionally only those whose heading matches. */
export const blocksOf = <T extends BlockType>(page: { blocks: Block[] }, type: T, heading?: RegExp) =>
  page.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type && (!heading || heading.test(b.heading)));
