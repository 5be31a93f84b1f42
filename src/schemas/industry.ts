/** PLACEHOLDER: the industry schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const industrySchema = z.looseObject({});
export type IndustryContent = z.infer<typeof industrySchema>;
