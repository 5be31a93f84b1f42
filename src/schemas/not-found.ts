/** PLACEHOLDER: the not-found schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const notFoundSchema = z.looseObject({});
export type NotFoundContent = z.infer<typeof notFoundSchema>;
