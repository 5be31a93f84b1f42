/** PLACEHOLDER: the composed schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const composedSchema = z.looseObject({});
export type ComposedContent = z.infer<typeof composedSchema>;
