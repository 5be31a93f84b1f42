// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrganizationLd, PageLd } from '@/components/seo/json-ld';
import { headFor, ogImagePath, type MetaTag } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { site } from '@/lib/settings';

import { pageMeta } from '../lib/content';

const ld = (ui: React.ReactElement) =>
  [...render(ui).container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent!),
  );

describe('social cards and structured data', () => {
  it('gives every route an Open Graph and Twitter image with width, height and alt', () => {
    const seen = new Set<string>();
    for (const r of routes) {
      const { meta } = headFor({ path: r.path, meta: pageMeta(r.path) });
      const all = (key: string) => meta.filter((m: MetaTag) => ('property' in m ? m.property : m.name) === key);
      const one = (key: string) => {
        expect(all(key), `${r.path} ${key}`).toHaveLength(1);
        return all(key)[0]!.content;
      };
      const url = one('og:image');
      expect(new URL(url).pathname, r.path).toBe(ogImagePath(r.path));
      expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630']);
      expect(one('og:image:alt')).toContain(r.title);
      expect(one('twitter:card')).toBe('summary_large_image');
      expect(one('twitter:image')).toBe(url);
      expect(seen.has(url), `${r.path} shares ${url}`).toBe(false);
      seen.add(url);
    }
  });

  it('describes the Organization from site.ts', () => {
    const [org] = ld(<OrganizationLd />);
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.name);
    expect(org.telephone).toBe(site.phone.tel);
    expect(org.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
    });
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    expect(org.logo).toMatch(/^https:\/\//);
  });

  it('adds a Product on product pages and a BreadcrumbList on nested pages only', () => {
    for (const r of routes) {
      const data = ld(<PageLd page={{ path: r.path, meta: pageMeta(r.path) }} />);
      const types = data.map((d) => d['@type']);
      expect(types.includes('Product'), r.path).toBe(r.path.startsWith('/products/'));
      const nested = r.path.split('/').filter(Boolean).length > 1;
      expect(types.includes('BreadcrumbList'), r.path).toBe(nested);
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      if (crumbs) {
        expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
        expect(crumbs.itemListElement.at(-1).item).toBe(new URL(`${r.path}/`, site.url).toString());
      }
    }
  });
});
