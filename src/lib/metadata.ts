import { getRoute, sectionNames } from '@/lib/routes';
import { site } from '@/lib/settings';
import type { PageRef } from '@/schemas/common';

/** The page's URL with the trailing slash the static build uses. */
const urlPath = (path: string) => (path === '/' ? '/' : `${path}/`);
/** The social card of a route, generated at build time (src/pages/og/[image].png.ts). */
export const ogImagePath = (path: string) => `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '--')}.png`;
export const absoluteUrl = (path: string) => new URL(urlPath(path), site.url).toString();

/** One `<meta>` of the document head: `name` or `property` (Open Graph) with its content. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };
/** One `<link>` of the document head. */
interface LinkTag {
  rel: string;
  href: string;
  type?: string;
  title?: string;
  sizes?: string;
}

/** Everything a page's `<head>` says about it, rendered as it is by the document shell (page-shell.astro). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (aliases point at their original). */
  canonical: string;
  meta: MetaTag[];
  links: LinkTag[];
}

/** An article's extra Open Graph facts (blog posts). */
export interface ArticleFacts {
  date: string;
  author: string;
  tags: string[];
}

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for a registered route, from the page's own
 * path and meta (its content entry's PageRef), used as written; the route adds its canonical and section.
 */
export function headFor({ path, meta: pageMeta }: PageRef, article?: ArticleFacts): PageHead {
  const route = getRoute(path);
  const { title, description } = pageMeta;
  const image = new URL(ogImagePath(path), site.url).toString();
  const imageAlt = `${route.title}: ${sectionNames[route.section]} at ${site.name}`;
  const meta: MetaTag[] = [
    { name: 'application-name', content: site.name },
    { name: 'format-detection', content: 'telephone=no' },
    ...(route.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...(article ? [{ name: 'author', content: article.author }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: absoluteUrl(path) },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:type', content: article ? 'article' : 'website' },
    ...(article
      ? [
          { property: 'article:published_time', content: article.date },
          { property: 'article:author', content: article.author },
          { property: 'article:section', content: sectionNames[route.section] },
          ...article.tags.map((t) => ({ property: 'article:tag', content: t })),
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  const canonical = absoluteUrl(route.canonical ?? path);
  return {
    title,
    description,
    canonical,
    meta,
    links: [
      { rel: 'canonical', href: canonical },
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: new URL('/blog/rss.xml', site.url).toString(),
        title: `${site.name} Blog`,
      },
    ],
  };
}

/** The head of a page outside the site's routes (the 404): its title and description, not indexed, no canonical. */
export function unlistedHead({ title, description }: { title: string; description: string }): PageHead {
  return { title, description, canonical: '', meta: [{ name: 'robots', content: 'noindex' }], links: [] };
}

/**
 * The head of a list page outside the route list (a later page of the blog, a tag's posts): the head of the page
 * the list belongs to (`of`: its section, its social card) with the list page's own title, description, address and
 * canonical, and rel="prev"/"next" links to its neighbours.
 */
export function listHead(
  of: PageRef,
  page: { path: string; title: string; description: string; prev?: string; next?: string },
): PageHead {
  const base = headFor(of);
  const url = absoluteUrl(page.path);
  const own: Record<string, string> = {
    'og:title': page.title,
    'twitter:title': page.title,
    'og:description': page.description,
    'twitter:description': page.description,
    'og:url': url,
  };
  return {
    title: page.title,
    description: page.description,
    canonical: url,
    meta: base.meta.map((m) => {
      const key = 'name' in m ? m.name : m.property;
      return key in own ? { ...m, content: own[key]! } : m;
    }),
    links: [
      ...base.links.map((l) => (l.rel === 'canonical' ? { ...l, href: url } : l)),
      ...(page.prev ? [{ rel: 'prev', href: absoluteUrl(page.prev) }] : []),
      ...(page.next ? [{ rel: 'next', href: absoluteUrl(page.next) }] : []),
    ],
  };
}
