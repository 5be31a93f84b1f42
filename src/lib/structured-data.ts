/**
 * JSON-LD (schema.org, typed with schema-dts): the Organization on every page, a Product on product
 * pages and a BreadcrumbList on nested pages. Built from the site's routes and site.ts.
 */
import type { BlogPosting, BreadcrumbList, Organization, Product, WithContext } from 'schema-dts';

import { labelOf } from '@/lib/route-list';
import { site } from '@/lib/settings';

import { postPath, type PostMeta } from './blog';
import { absoluteUrl, ogImagePath } from './metadata';
import { getRoute, routes } from './routes';

const orgId = `${site.url}/#organization`;

export function organizationLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': orgId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: new URL('/icon.svg', site.url).toString(),
    telephone: site.phone.tel,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      postOfficeBoxNumber: site.address.poBox.replace(/^PO Box\s*/i, ''),
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.phone.tel,
        contactType: 'customer service',
        areaServed: site.address.country,
      },
      {
        '@type': 'ContactPoint',
        telephone: site.secondaryPhone.tel,
        contactType: 'sales',
        areaServed: site.address.country,
      },
    ],
    sameAs: site.social.map((s) => s.href),
  };
}

/** Product pages: /products/{name} and the Pocket Mentor industry variants. */
export function productLd(path: string, description: string): WithContext<Product> | null {
  if (!path.startsWith('/products/')) return null;
  const route = getRoute(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: route.title,
    description,
    url: absoluteUrl(path),
    image: new URL(ogImagePath(path), site.url).toString(),
    category: 'Voice-first AI mentoring for frontline teams',
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@id': orgId },
  };
}

/** Nested pages (two or more path segments): Home › each registered parent › this page. */
export function breadcrumbLd(path: string): WithContext<BreadcrumbList> | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  const known = new Set(routes.map((r) => r.path));
  const trail = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`).filter((p) => known.has(p))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p === '/' ? 'Home' : labelOf(getRoute(p)),
      item: absoluteUrl(p),
    })),
  };
}

/** A blog post: headline, dates, author (the team, by role), publisher and social card. */
export function blogPostingLd(post: PostMeta): WithContext<BlogPosting> {
  const path = postPath(post.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: new URL(ogImagePath(path), site.url).toString(),
    keywords: post.tags.join(', '),
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl('/') },
    publisher: { '@id': orgId },
    inLanguage: 'en-US',
  };
}
