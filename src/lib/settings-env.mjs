/**
 * The business settings a deployer sets at build time (SITE_* environment variables, or .env /
 * .env.production.local), declared once with Astro's `envField` (astro:env): their type and format. Defaults are
 * sample values in src/lib/business-settings.ts. astro.config.mjs passes this schema to Astro, which validates
 * every given value (failing the build, naming the variable) and writes each into server and browser code alike
 * as a literal (astro:env/client). A value that is unset or empty takes its default. `SITE_STRICT=1` also fails a build that still uses a sample value (src/lib/site-check.ts).
 * Plain JavaScript: astro.config.mjs imports it in Node.
 */
import { envField } from 'astro/config';

const text = (o = {}) => envField.string({ context: 'client', access: 'public', optional: true, ...o });
const url = () => text({ url: true, startsWith: 'https://' });
const tel = () => text({ startsWith: '+' });

export const siteEnvSchema = {
  /** Production origin: canonical URLs, the sitemap and Open Graph tags are built from it. */
  SITE_URL: url(),
  SITE_PHONE: text(),
  SITE_PHONE_TEL: tel(),
  SITE_SECONDARY_PHONE: text(),
  SITE_SECONDARY_PHONE_LABEL: text(),
  SITE_SECONDARY_PHONE_TEL: tel(),
  SITE_EMAIL: text({ includes: '@' }),
  SITE_PRESS_EMAIL: text({ includes: '@' }),
  SITE_PO_BOX: text(),
  SITE_LOCALITY: text(),
  SITE_REGION: text(),
  SITE_POSTAL_CODE: text(),
  SITE_COUNTRY: text({ length: 2 }),
  SITE_COMMUNITY_URL: url(),
  SITE_AUTISM_INITIATIVE_URL: url(),
  SITE_SOCIAL_LINKEDIN: url(),
  SITE_SOCIAL_YOUTUBE: url(),
  SITE_SOCIAL_FACEBOOK: url(),
  SITE_SOCIAL_X: url(),
  SITE_SOCIAL_INSTAGRAM: url(),
  SITE_BOOKING_SCRIPT_URL: url(),
  SITE_BOOKING_URL: url(),
  /** Analytics (docs/analytics.md): its own checks, with a clearer message, are in src/lib/business-settings.ts. */
  SITE_ANALYTICS_DOMAIN: text(),
  SITE_ANALYTICS_ENDPOINT: text(),
};

export const siteEnvNames = Object.keys(siteEnvSchema);

/**
 * The content editor at /admin/ (docs/cms.md). Server-only: the build reads them (scripts/cms.mjs, src/cms/), no
 * page's script does. SITE_CMS=off builds the site without /admin/.
 */
const server = (o = {}) => envField.string({ context: 'server', access: 'public', optional: true, ...o });
export const cmsEnvSchema = {
  SITE_CMS: envField.enum({ context: 'server', access: 'public', optional: true, values: ['on', 'off'] }),
  /** The GitHub repository the host builds the site from, owner/name: production edits are commits to it. */
  SITE_CMS_REPO: server({ includes: '/' }),
  /** The branch the host builds (default main). */
  SITE_CMS_BRANCH: server(),
  /** An OAuth helper for "Sign in with GitHub" (e.g. sveltia-cms-auth on Cloudflare Workers); else a token. */
  SITE_CMS_AUTH_URL: server({ url: true, startsWith: 'https://' }),
};

export const cmsEnvNames = Object.keys(cmsEnvSchema);
