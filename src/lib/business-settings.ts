import business from '../content/settings/business.json' with { type: 'json' };
import type { siteEnvSchema } from './settings-env.mjs';

/**
 * Every business constant the site uses; no component hard-codes a name, number, address or external URL. The
 * details are content (src/content/settings/business.json, Settings → Business details in the editor; imported as
 * JSON because astro.config.mjs loads this module, outside the content layer). A deployer can override each with a
 * SITE_* variable (`.env.example`, declared in src/lib/settings-env.mjs), plus the deploy-only ones (site URL,
 * booking vendor). Shipped values are samples: the build lists those still in use, and `SITE_STRICT=1` fails on
 * them (src/lib/site-check.ts). Pure: `siteFrom` and `analyticsFrom` take the variables (src/lib/settings.ts).
 */

/** The social networks the footer has an icon for (the business details' schema allows these). */
export const socialNetworks = ['linkedin', 'youtube', 'facebook', 'x', 'instagram'] as const;

/** The business details file, as its schema (src/schemas/settings.ts) has checked it. */
type BusinessDetails = Omit<typeof business, 'social'> & {
  social: { name: string; icon: (typeof socialNetworks)[number]; href: string; label: string }[];
};
const details = business as BusinessDetails;

/** An environment override, or the default when the variable is unset or empty. */
const or = (value: string | undefined, fallback: string): string => (value && value.trim() ? value.trim() : fallback);

/** `tel:` form of a displayed number: digits with a leading +; ten-digit numbers are taken as North American. */
function telOf(display: string): string {
  const digits = display.replace(/[^\d]/g, '');
  if (display.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** Plausible Cloud's Events API: where events go when only SITE_ANALYTICS_DOMAIN is set. */
const PLAUSIBLE_CLOUD_ENDPOINT = 'https://plausible.io/api/event';

/**
 * The analytics settings (docs/analytics.md). Off unless a domain is set. `problem` says why settings that were
 * given cannot be used (analytics then stays off; `SITE_STRICT=1` fails the build on it, src/lib/site-check.ts):
 * the domain is the site's name as registered in Plausible (a host name, not a URL); the endpoint is an https URL
 * with a path (no credentials, query or fragment), because the build allows exactly its origin in `connect-src`.
 */
export function analyticsFrom(domainSetting: string, endpointSetting: string) {
  const domain = domainSetting.trim();
  const endpoint = endpointSetting.trim() || (domain ? PLAUSIBLE_CLOUD_ENDPOINT : '');
  const off = (problem?: string) => ({ enabled: false, domain, endpoint, origin: '', problem });
  if (!domain)
    return off(endpointSetting.trim() ? 'SITE_ANALYTICS_ENDPOINT is set but SITE_ANALYTICS_DOMAIN is not' : undefined);
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain))
    return off(
      `SITE_ANALYTICS_DOMAIN must be the site's domain as registered in Plausible (like www.example.com), not ${JSON.stringify(domain)}`,
    );
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    url.protocol !== 'https:' ||
    !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) ||
    url.pathname === '/' ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    endpoint.includes('?') ||
    endpoint.includes('#')
  ) {
    return off(
      `SITE_ANALYTICS_ENDPOINT must be an https URL with a path, like https://plausible.example.com/api/event, not ${JSON.stringify(endpoint)}`,
    );
  }
  return { enabled: true, domain, endpoint: url.href, origin: url.origin, problem: undefined };
}

/** The SITE_* variables as given (unset or empty: the sample default). */
export type SiteEnv = Partial<Record<keyof typeof siteEnvSchema, string>>;

/** The business settings from the SITE_* variables. */
export function siteFrom(env: SiteEnv) {
  const phoneDisplay = or(env.SITE_PHONE, details.phone.display);
  const secondaryDisplay = or(env.SITE_SECONDARY_PHONE, details.secondaryPhone.display);
  const socialOverride: Record<(typeof socialNetworks)[number], string | undefined> = {
    linkedin: env.SITE_SOCIAL_LINKEDIN,
    youtube: env.SITE_SOCIAL_YOUTUBE,
    facebook: env.SITE_SOCIAL_FACEBOOK,
    x: env.SITE_SOCIAL_X,
    instagram: env.SITE_SOCIAL_INSTAGRAM,
  };

  return {
    name: details.name,
    /** Legal name used in the copyright line. */
    legalName: details.legalName,
    tagline: details.tagline,
    /** Production origin: canonical URLs, sitemap and Open Graph tags are built from it. */
    url: or(env.SITE_URL, 'https://www.pocketmentor.example').replace(/\/+$/, ''),
    locale: 'en_US',

    /** Main number, shown in the header. */
    phone: { display: phoneDisplay, tel: or(env.SITE_PHONE_TEL, telOf(phoneDisplay)) },
    /** Second contact number, shown in the footer and on /contact. */
    secondaryPhone: {
      label: or(env.SITE_SECONDARY_PHONE_LABEL, details.secondaryPhone.label),
      display: secondaryDisplay,
      tel: or(env.SITE_SECONDARY_PHONE_TEL, telOf(secondaryDisplay)),
    },
    email: or(env.SITE_EMAIL, details.email),
    /** For journalists: the newsroom's media contact. */
    pressEmail: or(env.SITE_PRESS_EMAIL, details.pressEmail),

    address: {
      poBox: or(env.SITE_PO_BOX, details.address.poBox),
      locality: or(env.SITE_LOCALITY, details.address.locality),
      region: or(env.SITE_REGION, details.address.region),
      postalCode: or(env.SITE_POSTAL_CODE, details.address.postalCode),
      country: or(env.SITE_COUNTRY, details.address.country),
    },

    /** External community site: the 'Log In' link and every 'Join the Community' button. */
    communityUrl: or(env.SITE_COMMUNITY_URL, details.communityUrl),
    /** The initiative for autistic people (linked from /company/social-impact and /community). */
    autismInitiativeUrl: or(env.SITE_AUTISM_INITIATIVE_URL, details.autismInitiativeUrl),

    social: details.social.map((s) => ({ ...s, href: or(socialOverride[s.icon], s.href) })),

    /** Booking widget on /contact: the scheduling vendor's form-embed script and its iframe. */
    booking: {
      scriptUrl: or(env.SITE_BOOKING_SCRIPT_URL, 'https://link.bookings.example/js/form_embed.js'),
      iframeId: 'pm-booking-widget',
      iframeSrc: or(env.SITE_BOOKING_URL, 'https://link.bookings.example/widget/booking/pocket-mentor-demo'),
      minHeight: 700,
      /**
       * What the vendor's embed needs beyond its script and iframe origins (always allowed), added to the
       * Content-Security-Policy of the booking page only. Sources: https origins, or 'sha256-…' hashes of
       * inline <style> elements the embed script injects. How to find them: README, "Booking vendor".
       * Sample values for the sample vendor.
       */
      csp: {
        script: ['https://link.bookings.example'],
        frame: ['https://link.bookings.example'],
        /** The embed script calls the vendor's API. */
        connect: ['https://api.bookings.example'],
        /** The small <style> the embed script adds to the page. */
        style: ["'sha256-x5zwW81j8u3X6j38kHO9ckSweisW3IEHtpvf0H4tbcM='"],
        img: ['https://link.bookings.example'],
      },
      /** The iframe's Permissions Policy: booking needs none of these features, so none are delegated. */
      allow:
        "camera 'none'; microphone 'none'; geolocation 'none'; payment 'none'; display-capture 'none'; fullscreen 'none'",
    },
  } as const;
}

export type Site = ReturnType<typeof siteFrom>;
export type AnalyticsSettings = ReturnType<typeof analyticsFrom>;
