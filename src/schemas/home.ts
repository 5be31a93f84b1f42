/** PLACEHOLDER: the home schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const homeSchema = z.looseObject({});
export type HomeContent = z.infer<typeof homeSchema>;
