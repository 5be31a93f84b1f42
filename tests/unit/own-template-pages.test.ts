import { describe, expect, it } from 'vitest';

import { format, plural } from '@/lib/format';
import { overviewSections } from '@/lib/route-list';
import { blogIndexSchema } from '@/schemas/blog';
import { notFoundSchema } from '@/schemas/not-found';
import { overviewSchema } from '@/schemas/overview';
import { pageSchema } from '@/schemas/page';
import { searchSchema, type SearchContent } from '@/schemas/search';

import { entries, entry } from '../lib/content';

/**
 * The pages with their own template (home, Pocket Mentor, community, contact, search, 404), the blog page and
 * the section overviews, through their content files and schemas (the build validates the same files).
 */
const own = ['index', 'products/pocket-mentor', 'community', 'contact', 'search', '404', 'blog'];
const problems = (
  schema: { safeParse: (d: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  data: unknown,
) => schema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
/** A page file's own fields: `template` picks the schema (src/schemas/page.ts adds it). */
const fields = (id: string) => {
  const { template: _, ...rest } = entry('pages', id);
  return rest;
};

describe('pages with their own template, the blog page and the overviews', () => {
  it('every file matches its schema', () => {
    for (const id of own) expect(problems(pageSchema, entry('pages', id)), id).toEqual([]);
    expect(entry('pages', 'blog').template).toBe('blog');
    expect(problems(blogIndexSchema, fields('blog'))).toEqual([]);
    for (const e of entries('overviews')) expect(problems(overviewSchema, e.data), e.id).toEqual([]);
  });

  it('has one overview file per section with an overview route, and no other', () => {
    expect(
      entries('overviews')
        .map((e) => e.id)
        .sort(),
    ).toEqual([...overviewSections].sort());
  });

  it('keeps the 404 out of the site’s routes: a `nav:` there is a mistake', () => {
    expect(problems(notFoundSchema, { ...fields('404'), nav: { title: 'Not found' } })).toEqual([
      ': Unrecognized key: "nav"',
    ]);
  });

  it('checks the {names} of a wording: none missing, none misspelled', () => {
    const search = fields('search') as SearchContent;
    expect(problems(searchSchema, { ...search, sectionNav: '{sections} pages' })).toEqual([
      'sectionNav: must contain {section}, and no other {name}',
    ]);
    // Missing: the home page's diagram caption used to show this case; its diagram gave way to the signature
    // sequence, so the search page's wording shows it.
    expect(problems(searchSchema, { ...search, sectionNav: 'Pages' })).toEqual([
      'sectionNav: must contain {section}, and no other {name}',
    ]);
  });

  it('fills the search results’ words: the query, the count in its singular and plural forms, the section', () => {
    const { searchResultsCopy: c, sectionNav } = fields('search') as SearchContent;
    const filled = [
      format(c.resultsFor, { q: 'pump' }),
      format(c.searchingFor, { q: 'pump' }),
      plural(c.pagesMatch, 1, { q: 'pump' }),
      plural(c.pagesMatch, 12, { q: 'pump' }),
    ];
    for (const w of filled) {
      expect(w).toContain('pump');
      expect(w).not.toMatch(/[{}|]/);
    }
    expect(filled[2]).toBe(format(c.pagesMatch.one, { n: 1, q: 'pump' }));
    expect(filled[3]).toBe(format(c.pagesMatch.other, { n: 12, q: 'pump' }));
    expect(filled[3]).toMatch(/\b12\b/);
    const section = format(sectionNav, { section: 'Products' });
    expect(section).toContain('Products');
    expect(section).not.toMatch(/[{}]/);
  });
});
