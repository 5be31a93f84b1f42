import { sitemapXml } from '@/lib/site-files';

export const GET = () => new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml' } });
