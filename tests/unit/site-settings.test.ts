import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules so site.ts reads the stubbed environment. */
async function load() {
  vi.resetModules();
  const { site } = await import('@/lib/settings');
  const { headFor, absoluteUrl } = await import('@/lib/metadata');
  const { pageMeta } = await import('../lib/content');
  const files = await import('@/lib/site-files');
  const { organizationLd } = await import('@/lib/structured-data');
  const check = await import('@/lib/site-check');
  return { site, headFor, pageMeta, absoluteUrl, files, organizationLd, check };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('deploy-time settings', () => {
  it('take SITE_URL into canonical URLs, the sitemap, robots.txt and Open Graph tags', async () => {
    vi.stubEnv('SITE_URL', 'https://www.example.org/');
    const m = await load();
    expect(m.site.url).toBe('https://www.example.org');
    const head = m.headFor({ path: '/company/about-us', meta: m.pageMeta('/company/about-us') });
    expect(head.canonical).toBe('https://www.example.org/company/about-us/');
    const prop = (p: string) => head.meta.find((t) => 'property' in t && t.property === p)?.content;
    expect(prop('og:url')).toBe('https://www.example.org/company/about-us/');
    expect(new URL(prop('og:image')!).host).toBe('www.example.org');
    const urls = (await m.files.sitemapEntries()).map((e) => e.url);
    expect(urls.length).toBeGreaterThan(50);
    for (const u of urls) expect(new URL(u).origin).toBe('https://www.example.org');
    expect(await m.files.sitemapXml()).toContain('<loc>https://www.example.org/</loc>');
    const robots = m.files.robotsTxt();
    expect(robots).toContain('Sitemap: https://www.example.org/sitemap.xml');
    expect(robots).toContain('Host: https://www.example.org');
    expect(JSON.stringify(m.organizationLd())).toContain('"url":"https://www.example.org');
  });

  it('take phones, email, address, booking, community and social links from the environment', async () => {
    vi.stubEnv('SITE_PHONE', '(212) 400-1234');
    vi.stubEnv('SITE_EMAIL', 'hello@example.org');
    vi.stubEnv('SITE_PO_BOX', 'PO Box 12');
    vi.stubEnv('SITE_BOOKING_URL', 'https://book.example.org/pm');
    vi.stubEnv('SITE_COMMUNITY_URL', 'https://community.example.org');
    vi.stubEnv('SITE_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/pm');
    const { site, check } = await load();
    expect(site.phone).toEqual({ display: '(212) 400-1234', tel: '+12124001234' });
    expect(site.email).toBe('hello@example.org');
    expect(site.address.poBox).toBe('PO Box 12');
    expect(site.booking.iframeSrc).toBe('https://book.example.org/pm');
    expect(site.communityUrl).toBe('https://community.example.org');
    expect(site.social[0].href).toBe('https://www.linkedin.com/company/pm');
    const names = check.placeholdersIn().map((p) => p.variable);
    for (const n of [
      'SITE_PHONE',
      'SITE_PHONE_TEL',
      'SITE_EMAIL',
      'SITE_BOOKING_URL',
      'SITE_COMMUNITY_URL',
      'SITE_SOCIAL_LINKEDIN',
    ]) {
      expect(names).not.toContain(n);
    }
  });

  it('list every sample value in a normal build', async () => {
    const { check } = await load();
    const lines: string[] = [];
    const found = check.checkSiteSettings({ strict: false, log: (m) => lines.push(m) });
    const names = found.map((p) => p.variable);
    for (const n of [
      'SITE_URL',
      'SITE_PHONE',
      'SITE_SECONDARY_PHONE',
      'SITE_EMAIL',
      'SITE_BOOKING_URL',
      'SITE_COMMUNITY_URL',
      'SITE_AUTISM_INITIATIVE_URL',
      'SITE_SOCIAL_X',
    ]) {
      expect(names).toContain(n);
      expect(lines.join('\n')).toContain(n);
    }
  });

  it('fail with SITE_STRICT=1, naming each sample value', async () => {
    vi.stubEnv('SITE_STRICT', '1');
    vi.stubEnv('SITE_URL', 'https://www.example.org');
    const { check } = await load();
    let message = '';
    try {
      check.checkSiteSettings();
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/SITE_STRICT=1/);
    for (const n of ['SITE_PHONE', 'SITE_EMAIL', 'SITE_BOOKING_URL', 'SITE_SOCIAL_INSTAGRAM'])
      expect(message).toContain(n);
    expect(message).not.toContain('SITE_URL =');
  });

  it('pass strict mode once every value is real', async () => {
    vi.stubEnv('SITE_STRICT', '1');
    for (const [k, v] of Object.entries(real)) vi.stubEnv(k, v);
    const { check } = await load();
    expect(check.checkSiteSettings()).toEqual([]);
  });

  it('strict mode does not ask for analytics, accepts it set, and fails on a malformed endpoint alone', async () => {
    vi.stubEnv('SITE_STRICT', '1');
    for (const [k, v] of Object.entries(real)) vi.stubEnv(k, v);
    vi.stubEnv('SITE_ANALYTICS_DOMAIN', 'www.example.org');
    let m = await load();
    expect(m.check.checkSiteSettings()).toEqual([]); // Plausible Cloud
    vi.stubEnv('SITE_ANALYTICS_ENDPOINT', 'https://stats.example.org/api/event');
    m = await load();
    expect(m.check.checkSiteSettings()).toEqual([]);
    vi.stubEnv('SITE_ANALYTICS_ENDPOINT', 'http://stats.example.org/api/event');
    m = await load();
    expect(() => m.check.checkSiteSettings()).toThrow(
      /^SITE_STRICT=1: malformed settings[^\n]*\n {2}SITE_ANALYTICS_ENDPOINT must be an https URL with a path, like [^,]+, not "http:\/\/stats\.example\.org\/api\/event"$/,
    );
    vi.stubEnv('SITE_ANALYTICS_ENDPOINT', 'https://stats.example.org');
    m = await load();
    expect(() => m.check.checkSiteSettings()).toThrow(/SITE_ANALYTICS_ENDPOINT must be an https URL with a path/);
    vi.stubEnv('SITE_ANALYTICS_ENDPOINT', 'https://stats.pocketmentor.example/api/event');
    m = await load();
    expect(() => m.check.checkSiteSettings()).toThrow(/sample values[\s\S]*SITE_ANALYTICS_ENDPOINT = https:\/\/stats/);
  });
});

const real: Record<string, string> = {
  SITE_URL: 'https://www.example.org',
  SITE_PHONE: '(212) 400-1234',
  SITE_SECONDARY_PHONE: '(212) 400-1235',
  SITE_EMAIL: 'hello@example.org',
  SITE_PRESS_EMAIL: 'press@example.org',
  SITE_COMMUNITY_URL: 'https://community.example.org',
  SITE_AUTISM_INITIATIVE_URL: 'https://autism.example.org',
  SITE_BOOKING_URL: 'https://book.example.org/pm',
  SITE_BOOKING_SCRIPT_URL: 'https://book.example.org/embed.js',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/pm',
  SITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@pm',
  SITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/pm',
  SITE_SOCIAL_X: 'https://x.com/pm',
  SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/pm',
};

describe('settings schema (astro:env)', () => {
  it('declares exactly the variables the settings read, each validated', async () => {
    const { readFileSync } = await import('node:fs');
    const { siteEnvNames, siteEnvSchema } = await import('@/lib/settings-env.mjs');
    // The settings read what src/lib/settings.ts imports from astro:env/client.
    const imported = /import \{([^}]*)\} from 'astro:env\/client'/.exec(
      readFileSync('src/lib/settings.ts', 'utf8'),
    )![1]!;
    const read = new Set(imported.match(/SITE_[A-Z0-9_]+/g));
    expect([...read].sort()).toEqual([...siteEnvNames].sort());
    for (const name of siteEnvNames) {
      const field = siteEnvSchema[name as keyof typeof siteEnvSchema];
      expect(field, name).toMatchObject({ type: 'string', context: 'client', access: 'public', optional: true });
    }
    expect(siteEnvSchema.SITE_URL).toMatchObject({ url: true, startsWith: 'https://' });
  });
});
