/** PLACEHOLDER: the product schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const productSchema = z.looseObject({});
export type ProductContent = z.infer<typeof productSchema>;
