/**
 * The business settings as this build has them: the SITE_* variables through astro:env/client (the same literal
 * values in the prerendered HTML and in the islands), with the sample defaults of src/lib/business-settings.ts.
 */
import {
  SITE_ANALYTICS_DOMAIN,
  SITE_ANALYTICS_ENDPOINT,
  SITE_AUTISM_INITIATIVE_URL,
  SITE_BOOKING_SCRIPT_URL,
  SITE_BOOKING_URL,
  SITE_COMMUNITY_URL,
  SITE_COUNTRY,
  SITE_EMAIL,
  SITE_LOCALITY,
  SITE_PHONE,
  SITE_PHONE_TEL,
  SITE_PO_BOX,
  SITE_POSTAL_CODE,
  SITE_PRESS_EMAIL,
  SITE_REGION,
  SITE_SECONDARY_PHONE,
  SITE_SECONDARY_PHONE_LABEL,
  SITE_SECONDARY_PHONE_TEL,
  SITE_SOCIAL_FACEBOOK,
  SITE_SOCIAL_INSTAGRAM,
  SITE_SOCIAL_LINKEDIN,
  SITE_SOCIAL_X,
  SITE_SOCIAL_YOUTUBE,
  SITE_URL,
} from 'astro:env/client';

import { analyticsFrom, siteFrom } from '@/lib/business-settings';

export type { AnalyticsSettings, Site } from '@/lib/business-settings';

export const site = siteFrom({
  SITE_URL,
  SITE_PHONE,
  SITE_PHONE_TEL,
  SITE_SECONDARY_PHONE,
  SITE_SECONDARY_PHONE_LABEL,
  SITE_SECONDARY_PHONE_TEL,
  SITE_EMAIL,
  SITE_PRESS_EMAIL,
  SITE_PO_BOX,
  SITE_LOCALITY,
  SITE_REGION,
  SITE_POSTAL_CODE,
  SITE_COUNTRY,
  SITE_COMMUNITY_URL,
  SITE_AUTISM_INITIATIVE_URL,
  SITE_SOCIAL_LINKEDIN,
  SITE_SOCIAL_YOUTUBE,
  SITE_SOCIAL_FACEBOOK,
  SITE_SOCIAL_X,
  SITE_SOCIAL_INSTAGRAM,
  SITE_BOOKING_SCRIPT_URL,
  SITE_BOOKING_URL,
});

/**
 * Cookieless, aggregate analytics (docs/analytics.md): off by default. SITE_ANALYTICS_DOMAIN (the site as
 * registered in Plausible) turns it on; SITE_ANALYTICS_ENDPOINT points it at a self-hosted Plausible CE or a
 * proxy instead of Plausible Cloud. The privacy and cookie policies and every page's CSP follow these settings.
 * (Apart from `site` so the islands that import `site` do not carry the check: unused, it is dropped.)
 */
export const analytics = /* @__PURE__ */ analyticsFrom(SITE_ANALYTICS_DOMAIN ?? '', SITE_ANALYTICS_ENDPOINT ?? '');

export type SocialIcon = (typeof site.social)[number]['icon'];

/** The postal address after the company name, one entry per line (footer, contact page). */
export const postalAddressLines = [
  site.address.poBox,
  `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
] as const;
