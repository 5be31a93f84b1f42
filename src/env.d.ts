/// <reference types="astro/client" />

/** The browser's analytics settings, or null when analytics is off (astro.config.mjs `define`; docs/analytics.md). */
declare const __PM_ANALYTICS__: import('./lib/analytics/events').AnalyticsClientConfig | null;

/**
 * A YAML content file imported as data (scripts/yaml-data.mjs): one export per top-level key. Untyped here: the
 * modules that import one give its data the type of its schema (src/schemas/), which the build validates it by.
 */
declare module '*.yaml';

/** Every page's listing fields (scripts/content-index.mjs, served by scripts/yaml-data.mjs). */
declare module 'virtual:pm/content-index' {
  import type { IndustryListing, LegalListing, PageListing, SolutionListing } from '@/lib/registry';
  export const industries: IndustryListing[];
  export const solutions: SolutionListing[];
  export const pages: PageListing[];
  export const overviews: { id: string; blurb: string }[];
  export const legal: LegalListing[];
}
