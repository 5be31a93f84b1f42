import type { NextConfig } from 'next';

import { checkSiteSettings } from './src/lib/site-check';

/**
 * Business settings (src/content/site.ts) come from SITE_* environment variables at build time. Passing
 * them through `env` inlines them into client bundles as well (the header, footer and menus use them).
 */
const siteEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k, v]) => k.startsWith('SITE_') && v !== undefined),
) as Record<string, string>;

// Next loads this file in several processes; report the sample values once per build.
if (!process.env.PM_SITE_CHECKED) {
  process.env.PM_SITE_CHECKED = '1';
  checkSiteSettings();
}

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: siteEnv,
};

export default nextConfig;
