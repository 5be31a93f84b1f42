import { cmsEnabled } from '@/cms/enabled.mjs';
import { robotsTxt } from '@/lib/site-files';

// The content editor (/admin/) is not for crawlers; a build without it (SITE_CMS=off) has nothing to keep out.
export const GET = () =>
  new Response(robotsTxt(cmsEnabled() ? ['/admin/'] : []), { headers: { 'Content-Type': 'text/plain' } });
