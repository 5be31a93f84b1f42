/**
 * Build time only (astro.config.mjs, the page shell): the analytics settings of src/content/site.ts in the shape
 * the browser needs. Not imported by browser code.
 */
import { analytics, site, type AnalyticsSettings } from '../../content/site';
import type { AnalyticsClientConfig } from './events';

type Site = typeof site;

/** The browser's analytics configuration (astro.config.mjs writes it into the bundles as `__PM_ANALYTICS__`), or null when off. */
export function analyticsClientConfig(s: Site = site, a: AnalyticsSettings = analytics): AnalyticsClientConfig | null {
  if (!a.enabled) return null;
  const hosts = [s.communityUrl, s.autismInitiativeUrl, ...s.social.map((x) => x.href)].map((u) => new URL(u).host);
  return {
    endpoint: a.endpoint,
    domain: a.domain,
    outbound: [...new Set(hosts)],
  };
}
