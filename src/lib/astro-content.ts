/**
 * `astro:content` outside Astro: for the unit tests (vitest.config.mts aliases it here) and the build's content
 * check (scripts/content-check.mjs), which validate content files with the same schemas the build uses. A reference becomes `{ id, collection }`, as in Astro; that the entry exists
 * is checked by `entryOf` in src/schemas/common.ts (the build fails) and by the schema tests.
 */
import { z } from 'astro/zod';

export const reference = <C extends string>(collection: C) => z.string().transform((id) => ({ id, collection }));
export const defineCollection = <T>(config: T) => config;
