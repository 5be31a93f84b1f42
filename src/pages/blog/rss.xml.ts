import { rssXml } from '@/lib/site-files';

export const GET = () => new Response(rssXml(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
