import { analyticsFrom, siteFrom, type AnalyticsSettings, type Site, type SiteEnv } from './business-settings';

/** The settings as the environment gives them (the build's check runs in astro.config.mjs, outside Vite). */
const env = () => process.env as SiteEnv;
const envSite = () => siteFrom(env());
export const envAnalytics = () => analyticsFrom(env().SITE_ANALYTICS_DOMAIN ?? '', env().SITE_ANALYTICS_ENDPOINT ?? '');

/** A business setting that still holds a sample value, and the variable that replaces it. */
export interface Placeholder {
  variable: string;
  value: string;
}

/**
 * The template's sample values: hosts under the reserved `.example` TLD, the sample social handles
 * (`pocketmentor-example`, …) and 555-01xx numbers (reserved for fiction).
 */
const isSample = (value: string) =>
  /\.example(?=[/:?#]|$)|pocketmentor[-_.]example|\b555-01\d\d\b|^\+1\d{3}55501\d\d$/i.test(
    value.replace(/^mailto:/, ''),
  );

/** Every setting of `site` that is still a sample value, named by its environment variable. */
export function placeholdersIn(s: Site = envSite(), a: AnalyticsSettings = envAnalytics()): Placeholder[] {
  const settings: [string, string][] = [
    ['SITE_URL', s.url],
    ['SITE_PHONE', s.phone.display],
    ['SITE_PHONE_TEL', s.phone.tel],
    ['SITE_SECONDARY_PHONE', s.secondaryPhone.display],
    ['SITE_SECONDARY_PHONE_TEL', s.secondaryPhone.tel],
    ['SITE_EMAIL', s.email],
    ['SITE_PRESS_EMAIL', s.pressEmail],
    ['SITE_COMMUNITY_URL', s.communityUrl],
    ['SITE_AUTISM_INITIATIVE_URL', s.autismInitiativeUrl],
    ['SITE_BOOKING_URL', s.booking.iframeSrc],
    ['SITE_BOOKING_SCRIPT_URL', s.booking.scriptUrl],
    ...s.social.map((x): [string, string] => [`SITE_SOCIAL_${x.icon.toUpperCase()}`, x.href]),
    // Analytics is optional: only a configured one is checked.
    ...(a.enabled
      ? ([
          ['SITE_ANALYTICS_DOMAIN', a.domain],
          ['SITE_ANALYTICS_ENDPOINT', a.endpoint],
        ] as [string, string][])
      : []),
  ];
  return settings.filter(([, v]) => isSample(v)).map(([variable, value]) => ({ variable, value }));
}

/**
 * Settings that were given but cannot be used: a malformed analytics domain or endpoint (an endpoint that is not
 * https, has no path or is not a URL), or an endpoint without a domain. Analytics then stays off.
 */
export function settingProblems(a: AnalyticsSettings = envAnalytics()): string[] {
  return a.problem ? [a.problem] : [];
}

/**
 * Run once per build (astro.config.mjs): prints the sample values still in use and any malformed setting; with
 * `SITE_STRICT=1` throws an error naming each one, so a production build cannot ship canonical URLs on a
 * `.example` host, or analytics that was asked for but is off.
 */
export function checkSiteSettings({
  strict = process.env.SITE_STRICT === '1',
  s = envSite(),
  a = envAnalytics(),
  log = console.warn,
}: { strict?: boolean; s?: Site; a?: AnalyticsSettings; log?: (m: string) => void } = {}): Placeholder[] {
  const found = placeholdersIn(s, a);
  const problems = settingProblems(a);
  const list = found.map((p) => `  ${p.variable} = ${p.value}`).join('\n');
  const problemList = problems.map((p) => `  ${p}`).join('\n');
  if (strict && (found.length || problems.length)) {
    throw new Error(
      [
        found.length &&
          `SITE_STRICT=1: ${found.length} business settings still hold sample values. Set them in the editor's Business details (src/content/settings/business.json) or with these environment variables (see .env.example):\n${list}`,
        problems.length &&
          `SITE_STRICT=1: malformed settings (see .env.example and docs/analytics.md):\n${problemList}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (problems.length) log(`\n⚠ Analytics is off: ${problems.join('; ')} (see docs/analytics.md).\n`);
  if (found.length) {
    log(
      `\n⚠ ${found.length} business settings still hold sample values (fine for a preview; set them for production, see .env.example; SITE_STRICT=1 makes this an error):\n${list}\n`,
    );
  }
  return found;
}
