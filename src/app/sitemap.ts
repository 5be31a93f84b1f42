import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every registered route whose canonical URL is itself (aliases point elsewhere). */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((r) => (!r.canonical || r.canonical === r.path) && !r.noindex)
    .map((r) => ({
      url: absoluteUrl(r.path),
      changeFrequency: 'monthly',
      priority: r.path === '/' ? 1 : r.path.split('/').length === 2 ? 0.8 : 0.6,
    }));
}
