/// <reference types="astro/client" />
/// <reference path="../.astro/types.d.ts" />

/** Whether this build counts visits: a literal from astro.config.mjs (docs/analytics.md). */
declare const __PM_ANALYTICS__: boolean;
