/** PLACEHOLDER: the search schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const searchSchema = z.looseObject({});
export type SearchContent = z.infer<typeof searchSchema>;
