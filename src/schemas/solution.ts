/** PLACEHOLDER: the solution schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const solutionSchema = z.looseObject({});
export type SolutionContent = z.infer<typeof solutionSchema>;
