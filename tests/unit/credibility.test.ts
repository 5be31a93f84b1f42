import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { page as events } from '@/content/pages/company/events';
import { page as leadership } from '@/content/pages/company/leadership';
import { page as newsroom } from '@/content/pages/company/newsroom';
import { testimonials } from '@/content/pages/customers';
import { page as accessibility } from '@/content/pages/legal/accessibility';
import { page as cookies } from '@/content/pages/legal/cookie-policy';
import { page as privacy } from '@/content/pages/legal/privacy-policy';
import { page as terms } from '@/content/pages/legal/terms-of-service';
import type { Block, ComposedPageContent } from '@/content/types';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|md)$/.test(n) ? [p] : [];
  });
const blocks = (c: ComposedPageContent, type: Block['type']) => c.blocks.filter((b) => b.type === type);

describe('nothing reads as draft, sample or invented', () => {
  const content = files('src/content').map((f) => [f, readFileSync(f, 'utf8')] as const);

  it('no content says "draft", "Sample:" or dates something "Recent"', () => {
    for (const [f, text] of content) {
      expect(text, f).not.toMatch(/\bdraft\b/i);
      expect(text, f).not.toMatch(/Sample:/);
      expect(text, f).not.toMatch(/date:\s*'Recent'/);
    }
  });

  it('legal pages carry a "Last updated" date from content', () => {
    for (const page of [privacy, terms, cookies, accessibility])
      expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('news and events show only real ISO dates', () => {
    const news = blocks(newsroom, 'news')[0] as Extract<Block, { type: 'news' }>;
    for (const n of [news.featured, ...news.items]) if (n.date) expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ev = blocks(events, 'events')[0] as Extract<Block, { type: 'events' }>;
    expect(ev.items).toHaveLength(3);
    for (const e of ev.items) if (e.date) expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ev.items.map((e) => e.time.match(/\d:\d\d pm/)?.[0])).toEqual(['4:00 pm', '5:00 pm', '6:00 pm']);
  });

  it('leadership: seven roles, each with its remit and a distinct icon instead of an empty avatar, no invented names', () => {
    const people = blocks(leadership, 'people').flatMap((b) => (b as Extract<Block, { type: 'people' }>).items);
    expect(people).toHaveLength(7);
    for (const p of people) {
      expect(p.name, p.title).toBeUndefined();
      expect(p.image ?? p.icon, p.title).toBeTruthy();
    }
    expect(new Set(people.map((p) => p.icon)).size).toBe(7);
  });

  it('testimonials are attributed by role and industry', () => {
    const q = blocks(testimonials, 'quotes')[0] as Extract<Block, { type: 'quotes' }>;
    for (const item of q.items) expect(item.attribution).toMatch(/^[A-Z][^:]+, [a-z][a-z &]+$/);
  });

  it('the ROI claim is on the site, worded as the spec states and labelled as no guarantee', () => {
    const all = content.map(([, t]) => t).join('\n');
    expect(all).toMatch(/payback from day one/);
    expect(all).toMatch(/six-figure annual ROI/i);
    for (const [f, t] of content)
      if (/six-figure annual ROI/i.test(t)) expect(t, f).toMatch(/not a guarantee|not guarantees/);
  });

  it('some calls to action lead to the educational resources, labelled "Learn More"; the rest go to /contact', () => {
    const ctas = content.flatMap(([f, t]) =>
      [...t.matchAll(/\{ label: '([^']+)', href: '([^']+)' \}/g)].map((m) => ({ f, label: m[1], href: m[2] })),
    );
    const learn = ctas.filter((c) => c.href === '/company/educational-resources');
    // The spec: most calls to action lead to /contact, some to /company/educational-resources.
    expect(new Set(learn.map((c) => c.f)).size).toBeGreaterThanOrEqual(2);
    for (const c of learn) expect(c.label, c.f).toBe('Learn More');
    // "Learn More" is the label of those calls to action, not a replacement for a page's "Contact Us".
    for (const c of ctas.filter((x) => x.label === 'Learn More'))
      expect(c.href, c.f).toBe('/company/educational-resources');
    expect(ctas.filter((c) => c.href === '/contact').length).toBeGreaterThan(learn.length * 5);
  });

  it('the educational resources page reads as complete: every category lists what exists today', () => {
    const text = content.find(([f]) => f.endsWith('educational-resources.ts'))![1];
    expect(text).not.toMatch(/being written|in preparation|on the way|emptyNote/);
  });
});
