import type { MetadataRoute } from 'next';

import { allRoutes as routes } from '@/lib/all-routes';
import { getPosts, postPath } from '@/lib/blog';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every registered route whose canonical URL is itself (aliases point elsewhere). */
export default function sitemap(): MetadataRoute.Sitemap {
  const published = new Map(getPosts().map((p) => [postPath(p.slug), p.date]));
  return routes
    .filter((r) => (!r.canonical || r.canonical === r.path) && !r.noindex)
    .map((r) => ({
      url: absoluteUrl(r.path),
      ...(published.has(r.path) ? { lastModified: published.get(r.path) } : {}),
      changeFrequency: 'monthly',
      priority: r.path === '/' ? 1 : r.path.split('/').length === 2 ? 0.8 : 0.6,
    }));
}
