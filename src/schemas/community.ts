/** PLACEHOLDER: the community schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const communitySchema = z.looseObject({});
export type CommunityContent = z.infer<typeof communitySchema>;
