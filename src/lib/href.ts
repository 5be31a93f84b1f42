/**
 * Content files link to the site's settings by name (`site:communityUrl`), so an address the owner sets with a
 * SITE_* variable (src/lib/settings.ts) is never copied into the copy. Everything else is a plain link.
 */
import { site } from '@/lib/settings';

const settings = {
  'site:communityUrl': () => site.communityUrl,
  'site:autismInitiativeUrl': () => site.autismInitiativeUrl,
} as const;

export const resolveHref = (href: string): string =>
  href in settings ? settings[href as keyof typeof settings]() : href;
