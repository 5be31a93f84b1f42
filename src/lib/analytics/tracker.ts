/**
 * The analytics tracker (docs/analytics.md): a small sender for Plausible's Events API, loaded after the page is
 * interactive, only in builds with analytics configured and when the visitor sends neither GPC nor Do Not Track.
 * It counts page views (and `404` with the missing path), clicks on links to /contact/ (`CTA: Click`), outbound
 * clicks to the community site or a social profile, and what islands report through `pm:analytics` events
 * (./events.ts). No cookies, no storage, no query text (campaign tags aside) and nothing typed into a field.
 */
import { ANALYTICS_EVENT, type IslandEvent } from './events';
import { analyticsClientConfig } from './settings';

type Props = Record<string, string>;

/** Events islands may report, and the properties each may carry (anything else is dropped). */
const islandProps: Record<IslandEvent['name'], readonly string[]> = {
  'Sample Call: Ended': ['call'],
  'Sample Call: Stopped': ['call'],
  'Booking: Shown': [],
  'Booking: Fallback': [],
  Search: ['results'],
};
/** Not something the visitor did (Plausible leaves them out of the bounce rate). */
const nonInteractive = new Set(['404', 'Booking: Shown', 'Booking: Fallback']);
/** Campaign tags Plausible reads from the page address; every other query parameter is dropped. */
const CAMPAIGN = /^(utm_(source|medium|campaign|term|content)|ref)$/;
/**
 * Reports that settle: a search is counted once the visitor stops typing, and the booking widget by the state it
 * ends in (a blocked calendar can "load" an error page just before its script fails), after this long without a
 * newer report of the same kind, or when the visitor leaves the page.
 */
export const SETTLE_MS = 1500;
const settles: Partial<Record<IslandEvent['name'], string>> = {
  Search: 'search',
  'Booking: Shown': 'booking',
  'Booking: Fallback': 'booking',
};
const MAX_LABEL = 100;

/** The page address without its fragment or any query parameter but campaign tags. */
export function pageUrl(loc: Pick<Location, 'origin' | 'pathname' | 'search'> = location): string {
  const kept = [...new URLSearchParams(loc.search)].filter(([k]) => CAMPAIGN.test(k));
  return `${loc.origin}${loc.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ''}`;
}

/** The site the visitor came from (address without query or fragment), or null for none or this site. */
export function externalReferrer(referrer = document.referrer, origin = location.origin): string | null {
  try {
    const u = new URL(referrer);
    return u.origin === origin || !/^https?:$/.test(u.protocol) ? null : `${u.origin}${u.pathname}`;
  } catch {
    return null;
  }
}

/**
 * A link's accessible name as the visitor reads it: aria-label, else its text without the new-tab note (the
 * screen-reader-only last child of a link that opens a new tab, src/components/ui/link.tsx).
 */
export function linkLabel(a: HTMLAnchorElement): string {
  const last = a.lastElementChild;
  const note = a.target === '_blank' && last?.matches('.sr-only') ? (last.textContent ?? '') : '';
  const text = a.getAttribute('aria-label') || (a.textContent ?? '').slice(0, a.textContent!.length - note.length);
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL);
}

/**
 * Starts counting on this page. `held`: the `pm:analytics` events the loader kept before this module loaded;
 * `config`: the build's settings (the loader's first-load bytes carry none of them); none when they are unusable.
 */
export function startAnalytics(held: Event[] = [], config = analyticsClientConfig()) {
  if (!config) return () => {};
  const page = location.pathname;
  const send = (name: string, props?: Props) => {
    const body = {
      name,
      url: pageUrl(),
      domain: config.domain,
      referrer: externalReferrer(),
      ...(props && { props }),
      ...(nonInteractive.has(name) && { interactive: false }),
    };
    // text/plain keeps the request "simple" (no CORS preflight), as Plausible's own tracker does; keepalive lets
    // a click's event finish while the next page loads.
    fetch(config.endpoint, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  };

  const pending = new Map<string, { timer: number; name: string; props: Props }>();
  const flush = (kind: string) => {
    const p = pending.get(kind);
    if (!p) return;
    window.clearTimeout(p.timer);
    pending.delete(kind);
    send(p.name, p.props);
  };
  const flushAll = () => [...pending.keys()].forEach(flush);

  /** An island's report: only known names and properties go out, the page added. */
  const onIslandEvent = (e: Event) => {
    const detail = (e as CustomEvent<IslandEvent>).detail;
    const allowed = detail && islandProps[detail.name];
    if (!allowed) return;
    const given = ('props' in detail ? detail.props : {}) as Props;
    const props: Props = { page };
    for (const k of allowed) if (typeof given[k] === 'string') props[k] = given[k].slice(0, MAX_LABEL);
    if (detail.name === 'Search' && !/^\d+$/.test(props.results ?? '')) return;
    const kind = settles[detail.name];
    if (!kind) return send(detail.name, props);
    window.clearTimeout(pending.get(kind)?.timer);
    pending.set(kind, { name: detail.name, props, timer: window.setTimeout(() => flush(kind), SETTLE_MS) });
  };

  /** One listener for every link: calls to action (to /contact/) and outbound links (community, initiative, social). */
  const onClick = (e: MouseEvent) => {
    if (e.type === 'auxclick' && e.button !== 1) return;
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(a instanceof HTMLAnchorElement)) return;
    let url: URL;
    try {
      url = new URL(a.href);
    } catch {
      return;
    }
    if (url.origin === location.origin && /^\/contact\/?$/.test(url.pathname)) {
      send('CTA: Click', { label: linkLabel(a), page });
    } else if (/^https?:$/.test(url.protocol) && config.outbound.includes(url.host)) {
      send('Outbound Link: Click', {
        url: `${url.origin}${url.pathname}`,
        label: linkLabel(a),
        page,
      });
    }
  };

  send('pageview');
  if (document.querySelector('[data-not-found]')) send('404', { path: page });
  for (const e of held) onIslandEvent(e);
  const listening = new AbortController();
  const { signal } = listening;
  document.addEventListener(ANALYTICS_EVENT, onIslandEvent, { signal });
  document.addEventListener('click', onClick, { capture: true, signal });
  document.addEventListener('auxclick', onClick, { capture: true, signal });
  // Leaving: pagehide, and a page hidden (on phones, the last event a page may get before it is discarded).
  window.addEventListener('pagehide', flushAll, { signal });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushAll(), {
    signal,
  });
  // Back/forward cache: the page shows again without loading, and that is a view too.
  window.addEventListener('pageshow', (e) => e.persisted && send('pageview'), { signal });
  /** Stops counting (the unit tests; a page never needs to). */
  return () => listening.abort();
}
