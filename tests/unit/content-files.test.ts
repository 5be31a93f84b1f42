import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { format, plural } from '@/lib/format';
import { legalSchema } from '@/schemas/legal';

import { entries, entry } from '../lib/content';

/** A schema's complaints about some data, one line each: `hero.tagline: must not be empty`. */
const problemsIn = (schema: { safeParse: (d: unknown) => z.ZodSafeParseResult<unknown> }, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** The plumbing that turns content files into pages: the routes, wordings, schemas. */
describe('content files', () => {
  it('fills wordings, and leaves an unknown name visible', () => {
    expect(format('Step {n}: ', { n: 2 })).toBe('Step 2: ');
    expect(format('Hello {nmae}', { name: 'x' })).toBe('Hello {nmae}');
    expect(plural({ one: '{n} result', other: '{n} results' }, 1)).toBe('1 result');
    expect(plural({ one: '{n} result', other: '{n} results' }, 3)).toBe('3 results');
  });

  it('the routes list every page file with a listing, and nothing else', async () => {
    const { routes } = await import('@/lib/routes');
    const paths = new Set(routes.map((r) => r.path));
    const withNav = entries<{ nav?: unknown }>('pages').filter((e) => e.data.nav);
    for (const e of withNav) expect(paths, e.file).toContain(e.id === 'index' ? '/' : `/${e.id}`);
    expect(
      entries<{ nav?: unknown }>('pages')
        .filter((e) => !e.data.nav)
        .map((e) => e.id),
    ).toEqual(['404']);
    for (const e of entries('industries')) expect(paths).toContain(`/industries/${e.id}`);
    for (const e of entries('solutions')) expect(paths).toContain(`/solutions/${e.id}`);
    expect(routes.filter((r) => r.section === 'legal').map((r) => r.path)).toEqual(
      ['privacy-policy', 'terms-of-service', 'cookie-policy', 'accessibility'].map((id) => `/legal/${id}`),
    );
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
    const { labelsSchema, navigationSchema, uiSchema } = await import('@/schemas/site-words');
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
