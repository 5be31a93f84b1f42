import { robotsTxt } from '@/lib/site-files';

export const GET = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain' } });
