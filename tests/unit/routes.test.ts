import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { industries } from '@/content/industries';
import { pageMeta } from '@/content/page-meta';
import { getRoute, overviewSections, routes } from '@/content/routes';
import { solutions } from '@/content/solutions';
import { allRoutes } from '@/lib/all-routes';
import { getPosts } from '@/lib/blog';
import { metadataFor } from '@/lib/metadata';

import { specIndustrySlugs, specRoutes, specSolutionSlugs } from '../spec-routes';

/** Routes the app directory builds, from its page.tsx files; [slug] folders expand to their collection. */
function appRoutes(dir = 'src/app', prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) {
      if (name === 'page.tsx') out.push(prefix || '/');
      continue;
    }
    if (name === '[slug]') {
      const slugs =
        prefix === '/solutions'
          ? solutions.map((s) => s.slug)
          : prefix === '/blog'
            ? getPosts().map((p) => p.slug)
            : industries.map((i) => i.slug);
      for (const s of slugs) out.push(...appRoutes(full, `${prefix}/${s}`));
    } else {
      out.push(...appRoutes(full, `${prefix}/${name}`));
    }
  }
  return out;
}

describe('route registry', () => {
  it('holds every route of the spec', () => {
    const paths = routes.map((r) => r.path);
    for (const p of specRoutes) expect(paths, p).toContain(p);
    expect(specRoutes).toHaveLength(97);
  });

  it('has the 18 industries and 18 solutions the spec lists, in any order', () => {
    expect(industries.map((i) => i.slug).sort()).toEqual([...specIndustrySlugs].sort());
    expect(solutions.map((s) => s.slug).sort()).toEqual([...specSolutionSlugs].sort());
  });

  it('matches the pages the app builds, one to one', () => {
    const built = appRoutes().sort();
    expect(built).toEqual(allRoutes.map((r) => r.path).sort());
  });

  it('has no duplicate path or page name', () => {
    for (const key of ['path', 'title'] as const) {
      const values = routes.map((r) => r[key]);
      const dupes = values.filter((v, i) => values.indexOf(v) !== i);
      expect(dupes, key).toEqual([]);
    }
  });

  it('throws for an unregistered path', () => {
    expect(() => getRoute('/not-a-page')).toThrow(/not in the route registry/);
  });
});

describe('page metadata', () => {
  it('sets title, description, canonical and Open Graph for every route', () => {
    for (const r of routes) {
      const m = metadataFor(r.path);
      expect(m.title, r.path).toBeTruthy();
      expect(m.description).toBe(pageMeta(r.path).description);
      expect(m.alternates?.canonical, r.path).toMatch(/^\/(.*\/)?$/);
      expect(m.openGraph?.title, r.path).toBeTruthy();
      expect(m.openGraph?.url, r.path).toBe(r.path === '/' ? '/' : `${r.path}/`);
    }
  });

  it('points overview routes at / and product industry variants at the industry page', () => {
    for (const s of overviewSections) expect(metadataFor(`/${s}`).alternates?.canonical).toBe('/');
    expect(metadataFor('/products/pocket-mentor/healthcare').alternates?.canonical).toBe('/industries/healthcare/');
    expect(metadataFor('/industries/healthcare').alternates?.canonical).toBe('/industries/healthcare/');
  });
});
