/** PLACEHOLDER: the blog schema (content-as-data move in progress). */
import { z } from 'astro/zod';

export const blogPostSchema = z.looseObject({});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogIndexSchema = z.looseObject({});
export type BlogIndexContent = z.infer<typeof blogIndexSchema>;
