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

  it('the ROI claim and "Learn More" are on the site, worded as the spec states', () => {
    const all = content.map(([, t]) => t).join('\n');
    expect(all).toMatch(/payback from day one/);
    expect(all).toMatch(/six-figure annual ROI/i);
    expect(all).toMatch(/label: 'Learn More', href: '\/contact'/);
  });

  it('the in-preparation resource library is linked from content only where useful', () => {
    const linking = content.filter(([, t]) => t.includes("href: '/company/educational-resources'"));
    expect(linking.map(([f]) => f)).toEqual([]);
  });
});
