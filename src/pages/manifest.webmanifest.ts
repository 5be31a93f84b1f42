import { webManifest } from '@/lib/site-files';

export const GET = () => Response.json(webManifest());
