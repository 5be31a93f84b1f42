import type { Metadata } from 'next';

import { pageMeta } from '@/content/page-meta';
import { sectionNames } from '@/content/routes';
import { site } from '@/content/site';

import { findRoute } from './all-routes';

/** The page's URL with the trailing slash the static export uses. */
const urlPath = (path: string) => (path === '/' ? '/' : `${path}/`);
/** The social card of a route, generated at build time (src/app/og/[image]). */
export const ogImagePath = (path: string) => `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '--')}.png`;
export const absoluteUrl = (path: string) => new URL(urlPath(path), site.url).toString();

/** Site-wide metadata of the root layout: relative canonical and Open Graph URLs resolve against site.url. */
export function rootMetadata(): Metadata {
  return { metadataBase: new URL(site.url), applicationName: site.name, formatDetection: { telephone: false } };
}

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for a registered route. The title and
 * description come from the page's content file (src/content/page-meta.ts), used as written.
 */
export function metadataFor(path: string): Metadata {
  const route = findRoute(path);
  const { title, description } = pageMeta(path);
  const canonical = urlPath(route.canonical ?? path);
  const image = {
    url: ogImagePath(path),
    width: 1200,
    height: 630,
    alt: `${route.title}: ${sectionNames[route.section]} at ${site.name}`,
    type: 'image/png',
  };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${site.name} Blog` }] } },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: site.locale,
      title,
      description,
      url: urlPath(path),
      section: sectionNames[route.section],
      images: [image],
    } as Metadata['openGraph'],
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(route.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A blog post's metadata: its route's tags, with an article Open Graph type, dates and tags. */
export function postMetadata(post: { slug: string; date: string; tags: string[]; author: string }): Metadata {
  const m = metadataFor(`/blog/${post.slug}`);
  return {
    ...m,
    authors: [{ name: post.author }],
    openGraph: {
      ...m.openGraph,
      type: 'article',
      publishedTime: post.date,
      authors: [post.author],
      tags: post.tags,
    } as Metadata['openGraph'],
  };
}
