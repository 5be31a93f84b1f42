import { sitemapXml } from '@/lib/site-files';

export const GET = async () => new Response(await sitemapXml(), { headers: { 'Content-Type': 'application/xml' } });
