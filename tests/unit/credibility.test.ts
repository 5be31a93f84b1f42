import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { eventsInOrder, today } from '@/lib/listings';

import { blocksOf as blocks, composedPage } from '../lib/composed-pages';
import { entries, events } from '../lib/content';
import { specWords } from '../lib/spec-words';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|md|yaml)$/.test(n) ? [p] : [];
  });

/** Every `{ label, href }` in a content file's data: its links and calls to action. */
function links(value: unknown, out: { label: string; href: string }[] = []) {
  if (Array.isArray(value)) for (const v of value) links(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.label === 'string' && typeof o.href === 'string') out.push({ label: o.label, href: o.href });
    for (const v of Object.values(o)) links(v, out);
  }
  return out;
}

describe('nothing reads as draft, sample or invented', () => {
  const content = files('src/content').map((f) => [f, readFileSync(f, 'utf8')] as const);

  it('no content says "draft", "Sample:" or dates something "Recent"', () => {
    for (const [f, text] of content) {
      expect(text, f).not.toMatch(/\bdraft\b/i);
      expect(text, f).not.toMatch(/Sample:/);
      expect(text, f).not.toMatch(/date:\s*'?Recent/);
    }
  });

  it('legal pages carry a "Last updated" date from content', () => {
    const legal = entries<{ lastUpdated: string }>('legal');
    expect(legal.length).toBeGreaterThanOrEqual(4);
    for (const page of legal) expect(page.data.lastUpdated, page.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  // A news item's or an event's date, when set, is YYYY-MM-DD and an event's time reads "4:00 pm": schema rules
  // (src/schemas/news.ts, src/schemas/events.ts).
  it('events: three past highlights at 4, 5 and 6 pm', () => {
    expect(eventsInOrder(events, today()).map((e) => e.time)).toEqual(['4:00 pm', '5:00 pm', '6:00 pm']);
  });

  // Each leader has a photo or an icon, never an empty avatar: a schema rule.
  it('leadership: seven roles, each with a distinct icon for its remit, no invented names', () => {
    const people = blocks(composedPage('company/leadership'), 'people').flatMap((b) => b.items);
    expect(people).toHaveLength(7);
    for (const p of people) expect(p.name, p.title).toBeUndefined();
    expect(new Set(people.map((p) => p.icon)).size).toBe(7);
  });

  // Testimonials are attributed by role and industry ("Training director, retail"): a schema rule.

  it('the ROI claim is on the site, worded as the spec states and labelled as no guarantee', () => {
    const all = content.map(([, t]) => t).join('\n');
    expect(all).toMatch(/payback from day one/);
    expect(all).toMatch(/six-figure annual ROI/i);
    for (const [f, t] of content)
      if (/six-figure annual ROI/i.test(t)) expect(t, f).toMatch(/not a guarantee|not guarantees/);
  });

  it('some calls to action lead to the educational resources, labelled "Learn More"; the rest go to /contact', () => {
    // Content files (YAML) by their data; copy still in TypeScript modules by its source.
    const ctas = content.flatMap(([f, t]) =>
      f.endsWith('.yaml')
        ? links(parseYaml(t)).map((l) => ({ f, ...l }))
        : [...t.matchAll(/\{ label: '([^']+)', href: '([^']+)' \}/g)].map((m) => ({ f, label: m[1], href: m[2] })),
    );
    const learn = ctas.filter((c) => c.href === '/company/educational-resources');
    // The spec: most calls to action lead to /contact, some to /company/educational-resources.
    expect(new Set(learn.map((c) => c.f)).size).toBeGreaterThanOrEqual(2);
    for (const c of learn) expect(c.label, c.f).toBe(specWords.cta.learnMore);
    // "Learn More" is the label of those calls to action, not a replacement for a page's "Contact Us".
    for (const c of ctas.filter((x) => x.label === specWords.cta.learnMore))
      expect(c.href, c.f).toBe('/company/educational-resources');
    expect(ctas.filter((c) => c.href === '/contact').length).toBeGreaterThan(learn.length * 5);
  });

  it('the educational resources page reads as complete: every category lists what exists today', () => {
    const text = content.find(([f]) => f.endsWith('educational-resources.yaml'))![1];
    expect(text).not.toMatch(/being written|in preparation|on the way|emptyNote/);
  });
});
