// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ANALYTICS_EVENT, emitAnalytics, privacySignal, type AnalyticsClientConfig } from '@/lib/analytics/events';
import { analyticsClientConfig } from '@/lib/analytics/settings';
import { externalReferrer, linkLabel, pageUrl, SETTLE_MS, startAnalytics } from '@/lib/analytics/tracker';
import { analyticsFrom } from '@/lib/business-settings';
import { site } from '@/lib/settings';
import { checkSiteSettings, placeholdersIn, settingProblems } from '@/lib/site-check';
import type { LegalFrontMatter } from '@/schemas/legal';

import { policyFor } from '../../scripts/postbuild.mjs';

describe('analytics settings (SITE_ANALYTICS_*)', () => {
  it('are off by default: no settings, no problem', () => {
    const a = analyticsFrom('', '');
    expect(a).toMatchObject({ enabled: false, problem: undefined });
    expect(analyticsClientConfig(site, a)).toBeNull();
    expect(settingProblems(a)).toEqual([]);
  });

  it('send to Plausible Cloud when only the domain is set, or to the endpoint given', () => {
    expect(analyticsFrom('www.example.com', '')).toMatchObject({
      enabled: true,
      domain: 'www.example.com',
      endpoint: 'https://plausible.io/api/event',
      origin: 'https://plausible.io',
    });
    expect(analyticsFrom(' example.com ', ' https://stats.example.com/api/event ')).toMatchObject({
      enabled: true,
      domain: 'example.com',
      endpoint: 'https://stats.example.com/api/event',
      origin: 'https://stats.example.com',
    });
  });

  it('are off, with a problem naming the variable, when malformed', () => {
    const endpoint = (e: string) => analyticsFrom('example.com', e);
    for (const bad of [
      'http://stats.example.com/api/event', // not https
      'https://stats.example.com', // no path
      'https://stats.example.com/', // no path
      'stats.example.com/api/event', // not a URL
      '/api/event', // relative
      'https://user:pw@stats.example.com/api/event',
      'https://stats.example.com/api/event?x=1',
      'https://stats.example.com/api/event#x',
      'https://localhost/api/event',
    ]) {
      const a = endpoint(bad);
      expect(a.enabled, bad).toBe(false);
      expect(a.problem, bad).toMatch(/^SITE_ANALYTICS_ENDPOINT must be an https URL with a path/);
    }
    expect(analyticsFrom('https://example.com/', '').problem).toMatch(/^SITE_ANALYTICS_DOMAIN must be/);
    expect(analyticsFrom('', 'https://stats.example.com/api/event').problem).toBe(
      'SITE_ANALYTICS_ENDPOINT is set but SITE_ANALYTICS_DOMAIN is not',
    );
  });

  it('SITE_STRICT does not ask for analytics, fails on a malformed endpoint; a normal build warns and leaves it off', () => {
    const none: typeof site = {
      ...site,
      url: 'https://www.example.org',
    };
    const off = analyticsFrom('', '');
    const strict = (a: ReturnType<typeof analyticsFrom>) => () => checkSiteSettings({ strict: true, s: none, a });
    // Sample values aside (their own test), analytics adds no requirement when it is off.
    expect(placeholdersIn(none, off).map((p) => p.variable)).not.toContain('SITE_ANALYTICS_DOMAIN');
    expect(strict(analyticsFrom('example.com', 'http://stats.example.com/api/event'))).toThrow(
      /malformed settings[\s\S]*SITE_ANALYTICS_ENDPOINT must be an https URL with a path/,
    );
    expect(strict(analyticsFrom('example.com', 'https://stats.example.com'))).toThrow(/SITE_ANALYTICS_ENDPOINT/);
    const lines: string[] = [];
    checkSiteSettings({
      strict: false,
      a: analyticsFrom('example.com', 'ftp://x.example.com/e'),
      log: (m) => lines.push(m),
    });
    expect(lines.join('\n')).toMatch(/Analytics is off: SITE_ANALYTICS_ENDPOINT must be/);
    // A sample domain is listed like every other sample value.
    const sample = placeholdersIn(none, analyticsFrom('www.pocketmentor.example', ''));
    expect(sample.map((p) => p.variable)).toContain('SITE_ANALYTICS_DOMAIN');
  });

  it('give the browser the endpoint, the domain and the outbound hosts from site.ts', () => {
    const c = analyticsClientConfig(site, analyticsFrom('www.example.com', 'https://stats.example.com/e'))!;
    expect(c.endpoint).toBe('https://stats.example.com/e');
    expect(c.domain).toBe('www.example.com');
    expect(c.outbound).toContain(new URL(site.communityUrl).host);
    expect(c.outbound).toContain(new URL(site.autismInitiativeUrl).host);
    for (const s of site.social) expect(c.outbound).toContain(new URL(s.href).host);
  });

  it('put the endpoint origin in connect-src of a page that names it, and nothing without', () => {
    const on = policyFor('<html lang="en" data-analytics-origin="https://stats.example.com"><p>x</p></html>');
    expect(on).toMatch(/connect-src 'self' https:\/\/stats\.example\.com(;|$)/);
    const off = policyFor('<html lang="en"><p>x</p></html>');
    expect(off).toContain("connect-src 'self';");
  });
});

describe('privacy and cookie policies follow the settings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  /** The two policies as their template draws them, with their front matter's `withAnalytics` (what changes). */
  const load = async () => {
    vi.resetModules();
    const { legalPage } = await import('@/lib/legal');
    const { smartText } = await import('@/lib/smart-text');
    const { getCollection } = await import('../lib/astro-content');
    const legal = await getCollection('legal');
    const page = (id: string) => {
      const e = legal.find((x) => x.id === id)!;
      const data = e.data as LegalFrontMatter;
      const p = legalPage(data, e.rendered!.html, e.file!);
      const lines = [
        p.summary,
        ...p.glance.map((g) => g.text),
        ...p.intro,
        ...p.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]),
      ];
      const w = data.withAnalytics ?? {};
      return {
        data,
        headings: p.sections.map((s) => s.heading),
        lines,
        text: lines.join('\n'),
        replace: (w.replace ?? []).map((r) => ({ text: smartText(r.text), with: smartText(r.with) })),
        sections: w.sections ?? [],
        summary: w.summary,
      };
    };
    return { privacy: page('privacy-policy'), cookies: page('cookie-policy') };
  };

  it('say no analytics runs when none is configured: the lines for that case, none of the sections for the other', async () => {
    const { privacy, cookies } = await load();
    expect(privacy.sections.length + privacy.replace.length + cookies.replace.length).toBeGreaterThan(0);
    for (const p of [privacy, cookies]) {
      expect(p.lines[0]).toBe(p.data.summary);
      for (const r of p.replace) expect(p.lines).toContain(r.text);
      for (const h of p.sections) expect(p.headings).not.toContain(h);
      expect(p.text).not.toMatch(/\{host\}/);
    }
  });

  it('say what is counted, where it goes, and that GPC and DNT stop it, when it is on', async () => {
    vi.stubEnv('SITE_ANALYTICS_DOMAIN', 'www.example.com');
    vi.stubEnv('SITE_ANALYTICS_ENDPOINT', 'https://stats.example.com/api/event');
    const { privacy, cookies } = await load();
    for (const p of [privacy, cookies]) {
      if (p.summary) expect(p.lines[0]).toBe(p.summary);
      for (const r of p.replace) {
        expect(p.lines).not.toContain(r.text);
        expect(p.lines).toContain(r.with);
      }
      for (const h of p.sections) expect(p.headings).toContain(h);
      expect(p.text).not.toMatch(/\{host\}/);
    }
    // Where the counts go, and the two browser signals the tracker obeys (by their names).
    expect(privacy.text).toContain('stats.example.com');
    expect(privacy.text).toMatch(/Global Privacy Control/);
    expect(privacy.text).toMatch(/Do Not Track/);
    expect(cookies.text).toMatch(/Global Privacy Control|Do Not Track|privacy policy/i);
  });
});

describe('privacy signals', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('Global Privacy Control or Do Not Track means nothing is sent', () => {
    expect(privacySignal()).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    expect(privacySignal()).toBe(true);
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: false, doNotTrack: '1' });
    expect(privacySignal()).toBe(true);
  });
});

describe('the tracker (a sender for Plausible’s Events API)', () => {
  const config: AnalyticsClientConfig = {
    endpoint: 'https://stats.example.com/api/event',
    domain: 'www.example.com',
    outbound: ['community.example.com', 'x.com'],
  };
  let sent: { url: string; init: RequestInit; body: Record<string, unknown> }[];
  let abort: AbortController;
  const stops: (() => void)[] = [];
  const start = (held: Event[] = []) => stops.push(startAnalytics(held, config));

  beforeEach(() => {
    sent = [];
    abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ url, init, body: JSON.parse(String(init.body)) });
        return Promise.resolve(new Response(null, { status: 202 }));
      }),
    );
    document.body.innerHTML = `
      <a id="cta" href="/contact/">Request a Clinical <b>Demo</b></a>
      <a id="plain" href="/industries/">Industries</a>
      <a id="out" href="https://community.example.com/join?ref=site" target="_blank">Join the Community<span class="sr-only"> (opens in a new tab)</span></a>
      <a id="social" href="https://x.com/pm" aria-label="Pocket Mentor on X"><svg></svg></a>
      <a id="other" href="https://elsewhere.example.org/">Elsewhere</a>`;
    // Links are not followed in jsdom; the listener sees the click all the same.
    document.addEventListener('click', (e) => e.preventDefault(), { signal: abort.signal });
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    abort.abort();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('sends addresses without query text (campaign tags kept), and the referring site without its query', () => {
    const loc = { origin: 'https://www.example.com', pathname: '/search/' };
    expect(pageUrl({ ...loc, search: '?q=secret+words' })).toBe('https://www.example.com/search/');
    expect(pageUrl({ ...loc, search: '?utm_source=news&q=x&utm_campaign=fall' })).toBe(
      'https://www.example.com/search/?utm_source=news&utm_campaign=fall',
    );
    expect(externalReferrer('https://www.google.com/search?q=pocket', 'https://www.example.com')).toBe(
      'https://www.google.com/search',
    );
    expect(externalReferrer('https://www.example.com/search/?q=x', 'https://www.example.com')).toBeNull();
    expect(externalReferrer('', 'https://www.example.com')).toBeNull();
  });

  it('labels links by their accessible text, without the new-tab note', () => {
    expect(linkLabel(document.querySelector('#cta')!)).toBe('Request a Clinical Demo');
    expect(linkLabel(document.querySelector('#out')!)).toBe('Join the Community');
    expect(linkLabel(document.querySelector('#social')!)).toBe('Pocket Mentor on X');
  });

  it('counts the page view, CTA clicks and outbound clicks, with no cookies, in text/plain', () => {
    start();
    (document.querySelector('#cta') as HTMLElement).click();
    (document.querySelector('#plain') as HTMLElement).click();
    (document.querySelector('#out') as HTMLElement).click();
    (document.querySelector('#social') as HTMLElement).click();
    (document.querySelector('#other') as HTMLElement).click();
    const page = location.pathname;
    expect(sent.map((s) => s.body)).toEqual([
      { name: 'pageview', url: `${location.origin}${page}`, domain: 'www.example.com', referrer: null },
      expect.objectContaining({ name: 'CTA: Click', props: { label: 'Request a Clinical Demo', page } }),
      expect.objectContaining({
        name: 'Outbound Link: Click',
        props: { url: 'https://community.example.com/join', label: 'Join the Community', page },
      }),
      expect.objectContaining({
        name: 'Outbound Link: Click',
        props: { url: 'https://x.com/pm', label: 'Pocket Mentor on X', page },
      }),
    ]);
    for (const s of sent) {
      expect(s.url).toBe(config.endpoint);
      expect(s.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
      expect(s.init.headers).toEqual({ 'Content-Type': 'text/plain' });
    }
  });

  it('forwards island reports (held ones first) with only their known properties; drops anything else', () => {
    const held = [
      new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'Booking: Shown' } }),
      new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'Typed', props: { text: 'my name' } } }),
    ];
    vi.useFakeTimers();
    start(held);
    emitAnalytics({ name: 'Sample Call: Ended', props: { call: 'Night nurse' } });
    document.dispatchEvent(
      new CustomEvent(ANALYTICS_EVENT, {
        detail: { name: 'Sample Call: Stopped', props: { call: 'Lineworker', query: 'secret' } },
      }),
    );
    const page = location.pathname;
    vi.advanceTimersByTime(SETTLE_MS);
    expect(sent.slice(1).map((s) => [s.body.name, s.body.props, s.body.interactive])).toEqual([
      ['Sample Call: Ended', { page, call: 'Night nurse' }, undefined],
      ['Sample Call: Stopped', { page, call: 'Lineworker' }, undefined],
      ['Booking: Shown', { page }, false],
    ]);
  });

  it('counts a search once the visitor settles, with its result count only', () => {
    vi.useFakeTimers();
    start();
    emitAnalytics({ name: 'Search', props: { results: '12' } });
    emitAnalytics({ name: 'Search', props: { results: '3' } });
    document.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name: 'Search', props: { results: 'x' } } }));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(sent.slice(1).map((s) => s.body.props)).toEqual([{ page: location.pathname, results: '3' }]);
  });

  it('reports the booking widget by the state it ends in, and flushes settling reports when the page is left', () => {
    vi.useFakeTimers();
    start();
    emitAnalytics({ name: 'Booking: Shown' });
    emitAnalytics({ name: 'Booking: Fallback' });
    vi.advanceTimersByTime(SETTLE_MS);
    emitAnalytics({ name: 'Search', props: { results: '0' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.slice(1).map((s) => [s.body.name, s.body.props])).toEqual([
      ['Booking: Fallback', { page: location.pathname }],
      ['Search', { page: location.pathname, results: '0' }],
    ]);
  });

  it('reports the not-found page as a 404 event with its path', () => {
    document.body.innerHTML = '<h1 data-not-found="">Page not found</h1>';
    start();
    expect(sent.map((s) => [s.body.name, s.body.props])).toEqual([
      ['pageview', undefined],
      ['404', { path: location.pathname }],
    ]);
  });
});
