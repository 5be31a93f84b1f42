/** The analytics settings of src/lib/settings.ts in the shape the tracker needs (it loads only when analytics is on). */
import { analytics, site, type AnalyticsSettings, type Site } from '../settings';
import type { AnalyticsClientConfig } from './events';

/** The tracker's configuration, or null when analytics is off. */
export function analyticsClientConfig(s: Site = site, a: AnalyticsSettings = analytics): AnalyticsClientConfig | null {
  if (!a.enabled) return null;
  const hosts = [s.communityUrl, s.autismInitiativeUrl, ...s.social.map((x) => x.href)].map((u) => new URL(u).host);
  return {
    endpoint: a.endpoint,
    domain: a.domain,
    outbound: [...new Set(hosts)],
  };
}
