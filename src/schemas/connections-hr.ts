/** PLACEHOLDER: the connections-hr schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const connectionsHrSchema = z.looseObject({});
export type ConnectionsHrContent = z.infer<typeof connectionsHrSchema>;
