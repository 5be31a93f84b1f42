/**
 * The analytics vocabulary shared by the islands, the page loader and the tracker (docs/analytics.md). Islands
 * never import the tracker: they report what happened as a DOM event (`emitAnalytics`), which costs nothing when
 * analytics is off (nobody listens) and which the tracker, when the build has it, turns into a request.
 */

/** The DOM event islands dispatch on `document`; its `detail` is an `IslandEvent`. */
export const ANALYTICS_EVENT = 'pm:analytics';

/** What an island may report. The tracker forwards only these names and these properties (all strings). */
export type IslandEvent =
  /** The sample call played to its last line, or was stopped (the Stop button, or leaving the page). */
  | { name: 'Sample Call: Ended' | 'Sample Call: Stopped'; props: { call: string } }
  /** The booking widget on /contact showed the vendor's calendar, or its fallback (phone, new tab). */
  | { name: 'Booking: Shown' | 'Booking: Fallback' }
  /** A search finished: how many pages matched. Never the query. */
  | { name: 'Search'; props: { results: string } };

/**
 * Reports what happened. Call it as `if (__PM_ANALYTICS__) emitAnalytics(…)` (astro.config.mjs): in a build
 * without analytics the condition is the literal `false`, so the bundler drops the call and this module.
 */
export function emitAnalytics(event: IslandEvent) {
  document.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: event }));
}

/** The tracker's settings (src/lib/analytics/settings.ts). */
export interface AnalyticsClientConfig {
  /** Plausible Events API URL (POST). */
  endpoint: string;
  /** The site as registered in Plausible. */
  domain: string;
  /** Hosts whose links count as outbound clicks: the community and initiative sites, the social profiles. */
  outbound: string[];
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be counted, so nothing is sent. */
export function privacySignal(): boolean {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  return (
    n.globalPrivacyControl === true || n.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1'
  );
}
