/**
 * `astro:content` outside Astro, for the build's content check (scripts/content-check.mjs), which validates content
 * files with the same schemas the build uses. A reference becomes `{ id, collection }`, as in Astro.
 */
import { z } from 'astro/zod';

export const reference = <C extends string>(collection: C) => z.string().transform((id) => ({ id, collection }));
export const defineCollection = <T>(config: T) => config;
