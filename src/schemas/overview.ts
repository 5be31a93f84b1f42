/** PLACEHOLDER: the overview schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const overviewSchema = z.looseObject({});
export type OverviewContent = z.infer<typeof overviewSchema>;
