import { describe, expect, it } from 'vitest';

import { headFor } from '@/lib/metadata';
import { routes as allRoutes } from '@/lib/routes';

import { pageMeta } from '../lib/content';

/** Every page's <title> and description: from its content file, the right length, unique and natural English. */
describe('page titles and descriptions', () => {
  const metas = allRoutes.map((r) => {
    const { title, description } = headFor({ path: r.path, meta: pageMeta(r.path) });
    return { path: r.path, title, description };
  });

  it('come from the content files, as written (no suffix appended)', () => {
    for (const m of metas) {
      expect(m.title, m.path).toBe(pageMeta(m.path).title);
      expect(m.description, m.path).toBe(pageMeta(m.path).description);
    }
  });

  it('titles are at most 60 characters and descriptions 70 to 160', () => {
    for (const m of metas) {
      expect(m.title.length, `${m.path}: "${m.title}"`).toBeLessThanOrEqual(60);
      expect(m.title.length, m.path).toBeGreaterThanOrEqual(10);
      expect(m.description.length, `${m.path}: ${m.description.length}`).toBeGreaterThanOrEqual(70);
      expect(m.description.length, `${m.path}: ${m.description.length}`).toBeLessThanOrEqual(160);
    }
  });

  it('are unique across the site', () => {
    for (const key of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const m of metas) {
        expect(seen.get(m[key]), `${m.path} repeats the ${key} of ${seen.get(m[key])}`).toBeUndefined();
        seen.set(m[key], m.path);
      }
    }
  });

  it('read as natural English: acronyms in capitals, no template seams', () => {
    for (const m of metas) {
      for (const text of [m.title, m.description]) {
        expect(text, m.path).not.toMatch(/\b(hr|ceo|cfo|cio|cro|chro|sms|sop|sops|pe)\b|\bfor it\b/);
        expect(text, m.path).not.toMatch(
          /\bthe quality control\b|businesses teams|business teams| {2}|\s[,.:]|undefined|\bnull\b/i,
        );
        expect(text.trim(), m.path).toBe(text);
      }
      expect(m.title, m.path).not.toMatch(/\| Pocket Mentor \| Pocket Mentor/);
    }
  });

  it('covers every built route, blog posts included', () => {
    expect(metas.length).toBe(allRoutes.length);
    expect(metas.filter((m) => m.path.startsWith('/blog/')).length).toBe(3);
  });
});
