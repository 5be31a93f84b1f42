import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { format, plural } from '@/lib/format';
import { legalSchema } from '@/schemas/legal';

import { readContentIndex } from '../../scripts/content-index.mjs';
import { yamlToModule } from '../../scripts/yaml-data.mjs';
import { entries, entry } from '../lib/content';

/** A schema's complaints about some data, one line each: `hero.tagline: must not be empty`. */
const problemsIn = (schema: { safeParse: (d: unknown) => z.ZodSafeParseResult<unknown> }, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** The plumbing that turns content files into pages: YAML modules, the content index, wordings, schemas. */
describe('content files', () => {
  it('a YAML file is a module with one export per top-level key', () => {
    const code = yamlToModule('title: Hello\nitems:\n  - a\n  - b\nnot-an-identifier: 1\n', 'x.yaml');
    expect(code).toContain('export const title = "Hello";');
    expect(code).toContain('export const items = ["a","b"];');
    expect(code).not.toContain('export const not-an-identifier');
    expect(code).toMatch(/export default \{ title, items, \.\.\.\{"not-an-identifier":1\} \};/);
  });

  it('a quoted date stays a string (YAML would read 2026-11-02 as a date)', () => {
    expect(yamlToModule("date: '2026-11-02'\n", 'x.yaml')).toContain('export const date = "2026-11-02";');
  });

  it('fills wordings, and leaves an unknown name visible', () => {
    expect(format('Step {n}: ', { n: 2 })).toBe('Step 2: ');
    expect(format('Hello {nmae}', { name: 'x' })).toBe('Hello {nmae}');
    expect(plural({ one: '{n} result', other: '{n} results' }, 1)).toBe('1 result');
    expect(plural({ one: '{n} result', other: '{n} results' }, 3)).toBe('3 results');
  });

  it('the content index lists every page file with a listing, and nothing else', () => {
    const index = readContentIndex();
    expect(index.industries).toHaveLength(entries('industries').length);
    expect(index.solutions).toHaveLength(entries('solutions').length);
    const withNav = entries<{ nav?: unknown }>('pages').filter((e) => e.data.nav);
    expect(index.pages.map((p) => p.id)).toEqual(withNav.map((e) => e.id));
    const listed = new Set(withNav.map((e) => e.id));
    expect(
      entries('pages')
        .filter((e) => !listed.has(e.id))
        .map((e) => e.id),
    ).toEqual(['404']);
    expect(index.legal.map((l) => l.id)).toEqual([
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
      'accessibility',
    ]);
    // Listing fields only: no page copy in what the browser's menus import.
    expect(JSON.stringify(index)).not.toContain('"hero"');
  });

  it('a schema names the broken field', () => {
    const privacy = entries<{ meta: object }>('legal').find((e) => e.id === 'privacy-policy')!.data;
    expect(problemsIn(legalSchema, privacy)).toEqual([]);
    expect(problemsIn(legalSchema, { ...privacy, order: 'first' })).toEqual([
      expect.stringMatching(/^order: .*number/),
    ]);
    expect(problemsIn(legalSchema, { ...privacy, meta: { ...privacy.meta, title: '' } })[0]).toMatch(/^meta\.title: /);
  });
});

describe('site-wide words', () => {
  it('match their schemas, and the schemas reject what they should', async () => {
    const { labelsSchema, navigationSchema, uiSchema } = await import('@/schemas/site');
    const labels = entry<Record<string, unknown>>('site', 'labels');
    const navigation = entry<Record<string, unknown>>('site', 'navigation');
    const ui = entry<Record<string, unknown>>('site', 'ui');
    expect(problemsIn(labelsSchema, labels)).toEqual([]);
    expect(problemsIn(navigationSchema, navigation)).toEqual([]);
    expect(problemsIn(uiSchema, ui)).toEqual([]);
    const blockLabels = labels.blockLabels as Record<string, string>;
    expect(problemsIn(labelsSchema, { ...labels, blockLabels: { ...blockLabels, step: 'Step:' } })).toEqual([
      expect.stringMatching(/^blockLabels\.step: must contain \{n\}/),
    ]);
    const pageNames = navigation.pageNames as Record<string, string>;
    expect(
      problemsIn(navigationSchema, { ...navigation, pageNames: { ...pageNames, industry: 'AI for {nmae}' } }),
    ).toEqual([expect.stringMatching(/^pageNames\.industry: must contain \{name\}/)]);
    const footer = navigation.footer as { legal: string[] };
    expect(
      problemsIn(navigationSchema, { ...navigation, footer: { ...footer, legal: ['legal/privacy-policy'] } })[0],
    ).toMatch(/^footer\.legal\.0: must be a page of this site/);
  });
});
