/**
 * Whether this build has the content editor at /admin/: every build unless SITE_CMS=off (declared with the other
 * settings in src/lib/settings-env.mjs). No imports: the robots.txt endpoint and the Astro integration read it.
 * @param {Record<string, string | undefined>} [env]
 */
export const cmsEnabled = (env = process.env) => env.SITE_CMS !== 'off';
