/// <reference types="astro/client" />
/// <reference path="../.astro/types.d.ts" />

/** The browser's analytics settings, or null when analytics is off (astro.config.mjs `define`; docs/analytics.md). */
declare const __PM_ANALYTICS__: import('./lib/analytics/events').AnalyticsClientConfig | null;
