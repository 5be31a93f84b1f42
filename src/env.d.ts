/// <reference types="astro/client" />
// Astro's generated types (astro sync): the collections' data types behind astro:content.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../.astro/types.d.ts" />

/** Whether this build counts visits: a literal from astro.config.mjs (docs/analytics.md). */
declare const __PM_ANALYTICS__: boolean;
