import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { holdsList, isComposedPage } from '@/lib/composed-pages';
import { headFor } from '@/lib/metadata';
import { overviewSections } from '@/lib/route-list';
import { routes as allRoutes, getRoute } from '@/lib/routes';

import { entries, pageMeta, posts as sourcePosts } from '../lib/content';
import { specIndustrySlugs, specRoutes, specSolutionSlugs } from '../spec-routes';

const ids = (collection: 'industries' | 'solutions' | 'legal' | 'overviews') => entries(collection).map((e) => e.id);

/** What each `[slug].astro` route folder expands to: one page per file of its collection, or per post. */
const slugsOf: Record<string, () => string[]> = {
  '/industries': () => ids('industries'),
  '/products/pocket-mentor': () => ids('industries'),
  '/solutions': () => ids('solutions'),
  '/legal': () => ids('legal'),
  '/blog': () => sourcePosts.map((p) => p.slug),
};

/**
 * Pages the route folder builds, from its .astro files: `index.astro` is its folder's page, `[slug].astro`
 * expands to its collection, `[...page].astro` to the composed pages, `[section].astro` to the section overviews
 * (endpoints such as sitemap.xml.ts and the 404 are not among the site’s routes).
 */
function appRoutes(dir = 'src/pages', prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      // The blog's tag lists (blog/tag/[tag]/[...page].astro) are list pages, not routes of the registry.
      // The web server's error pages (errors/[status].astro) are not routes either.
      if (`${prefix}/${name}` === '/blog/tag' || `${prefix}/${name}` === '/errors') continue;
      out.push(...appRoutes(full, `${prefix}/${name}`));
    } else if (name === 'index.astro') {
      out.push(prefix || '/');
    } else if (name === '[slug].astro') {
      const slugs = slugsOf[prefix];
      if (!slugs) throw new Error(`${full}: which collection does it list? Add it to slugsOf.`);
      for (const s of slugs()) out.push(`${prefix}/${s}`);
    } else if (name === '[...page].astro' && prefix === '/blog') {
      // The blog's list, paged (paginate()): its first page is the registry's /blog; later pages are list pages.
      out.push(prefix);
    } else if (name === '[...page].astro' && prefix === '/[section]/[list]') {
      // The composed pages that list events or news, paged: their first pages are the registry's.
      for (const e of entries<{ template?: string }>('pages').filter((e) => isComposedPage(e) && holdsList(e)))
        out.push(`/${e.id}`);
    } else if (name === '[...page].astro') {
      for (const e of entries<{ template?: string }>('pages').filter((e) => isComposedPage(e) && !holdsList(e)))
        out.push(`${prefix}/${e.id}`);
    } else if (name === '[section].astro') {
      for (const s of ids('overviews')) out.push(`${prefix}/${s}`);
    } else if (name.endsWith('.astro') && name !== '404.astro') {
      out.push(`${prefix}/${name.slice(0, -'.astro'.length)}`);
    }
  }
  return out;
}

/** Every .astro file: the document shell and the route files. */
function astroFiles(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return astroFiles(full);
    return name.endsWith('.astro') ? [full] : [];
  });
}

describe('.astro files', () => {
  it('hold no copy and no page markup: only the shell and thin routes into React templates', () => {
    const files = astroFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const template = source.replace(/^---[\s\S]*?\n---\n/, '');
      // What a visitor could read: text outside tags and {expressions}.
      let text = template.replace(/<script\b[^>]*\/>|<script[\s\S]*?<\/script>/g, '');
      for (let before = ''; before !== text;) {
        before = text;
        text = text.replace(/\{[^{}]*\}/g, '').replace(/<[^<>]*>/g, '');
      }
      text = text.trim();
      expect(text, file).toBe('');
      // The content editor's page (src/cms/admin.astro, /admin/) is not a page of the site: no shell, no copy.
      if (!file.endsWith('page-shell.astro') && !file.endsWith(join('cms', 'admin.astro'))) {
        // A route file renders the shell around one React template (plus JSON-LD on blog posts), nothing else.
        const tags = [...template.matchAll(/<([A-Za-z][\w.-]*)/g)].map((m) => m[1]);
        expect(tags[0], file).toBe('PageShell');
        for (const t of tags) expect(t, file).toMatch(/^[A-Z]/);
      }
    }
  });
});

describe('site’s routes', () => {
  it('holds every route of the spec', () => {
    const paths = allRoutes.map((r) => r.path);
    for (const p of specRoutes) expect(paths, p).toContain(p);
    expect(specRoutes).toHaveLength(97);
  });

  it('has a content file for each of the 18 industries and 18 solutions the spec lists (more may be added)', () => {
    for (const slug of specIndustrySlugs) expect(ids('industries'), slug).toContain(slug);
    for (const slug of specSolutionSlugs) expect(ids('solutions'), slug).toContain(slug);
  });

  it('matches the pages the app builds, one to one', () => {
    const built = appRoutes().sort();
    expect(built).toEqual(allRoutes.map((r) => r.path).sort());
  });

  it('has no duplicate path or page name', () => {
    for (const key of ['path', 'title'] as const) {
      const values = allRoutes.map((r) => r[key]);
      const dupes = values.filter((v, i) => values.indexOf(v) !== i);
      expect(dupes, key).toEqual([]);
    }
  });

  it('throws for an unregistered path', () => {
    expect(() => getRoute('/not-a-page')).toThrow(/not a page of the site/);
  });
});

describe('page metadata', () => {
  it('sets title, description, canonical and Open Graph for every route', () => {
    for (const r of allRoutes) {
      const m = headFor({ path: r.path, meta: pageMeta(r.path) });
      const og = (p: string) => m.meta.find((t) => 'property' in t && t.property === p)?.content;
      expect(m.title, r.path).toBeTruthy();
      expect(m.description).toBe(pageMeta(r.path).description);
      expect(new URL(m.canonical).pathname, r.path).toMatch(/^\/(.*\/)?$/);
      expect(m.links, r.path).toContainEqual({ rel: 'canonical', href: m.canonical });
      expect(og('og:title'), r.path).toBe(m.title);
      expect(new URL(og('og:url')!).pathname, r.path).toBe(r.path === '/' ? '/' : `${r.path}/`);
    }
  });

  it('points overview routes at / and product industry variants at the industry page', () => {
    const canonical = (path: string) => new URL(headFor({ path: path, meta: pageMeta(path) }).canonical).pathname;
    for (const s of overviewSections) expect(canonical(`/${s}`)).toBe('/');
    expect(canonical('/products/pocket-mentor/healthcare')).toBe('/industries/healthcare/');
    expect(canonical('/industries/healthcare')).toBe('/industries/healthcare/');
  });
});
