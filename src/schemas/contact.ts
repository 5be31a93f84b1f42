/** PLACEHOLDER: the contact schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const contactSchema = z.looseObject({});
export type ContactContent = z.infer<typeof contactSchema>;
