/** The business settings as the build under test has them, for the browser tests (no astro:env outside Astro). */
import { siteFrom, type SiteEnv } from '../../src/lib/business-settings';

export const site = siteFrom(process.env as SiteEnv);
