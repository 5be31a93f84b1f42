import { describe, expect, it } from 'vitest';
import { industries } from '@/content/industries';
import { industriesDetails } from '@/content/industries/details';
import { solutions } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';
import { iconNames } from '@/components/ui/icon-names';

/** Figures the spec allows; any other number in copy is a claim it does not make. */
const allowedFigures = /^(80%|60%|40%|24\/7|3x|4x|5x|15-minute|30 days|30 seconds|30-second|3-day|12 hours)$/;
const numbers = (text: string) => text.match(/\b24\/7\b|\b\d+(?:[%x]|-minute|-day|-second| days| seconds| hours)?/g) ?? [];

const textOf = (value: unknown): string => JSON.stringify(value);

describe('solution pages content', () => {
  const entries = Object.entries(solutionsDetails);

  it('has an entry for every page written so far, keyed by its own slug and kind', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [slug, c] of entries) {
      const summary = solutions.find((s) => s.slug === slug);
      expect(summary, slug).toBeDefined();
      expect(c!.slug).toBe(slug);
      expect(c!.kind).toBe(summary!.kind);
    }
  });

  it('has every section, a story, and closes with Contact Us to /contact', () => {
    for (const [slug, c] of entries) {
      expect(c!.hero.title, slug).toBeTruthy();
      expect(c!.hero.cta.href, slug).toBe('/contact');
      expect(c!.problem.paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.benefits.bullets.length, slug).toBeGreaterThanOrEqual(4);
      expect(c!.cards.items.length, slug).toBeGreaterThanOrEqual(3);
      expect(c!.story.paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.story.outcomes.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.closing.cta, slug).toEqual({ label: 'Contact Us', href: '/contact' });
      for (const icon of [...c!.hero.icons, ...c!.cards.items.map((i) => i.icon)]) expect(iconNames).toContain(icon);
    }
  });

  it('uses only the spec’s figures in stories', () => {
    for (const [slug, c] of entries) {
      for (const n of numbers(textOf(c!.story))) expect(n, `${slug}: ${n}`).toMatch(allowedFigures);
    }
  });
});

describe('industry pages content', () => {
  const entries = Object.entries(industriesDetails);

  it('keys every entry by a real industry slug and uses its button wording, linking to /contact', () => {
    for (const [slug, c] of entries) {
      const summary = industries.find((i) => i.slug === slug);
      expect(summary, slug).toBeDefined();
      expect(c!.hero.cta).toEqual({ label: summary!.ctaLabel, href: '/contact' });
      expect(c!.closing.cta).toEqual({ label: summary!.ctaLabel, href: '/contact' });
    }
  });

  it('has every section of the industry template', () => {
    for (const [slug, c] of entries) {
      expect(c!.problem.paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.noInfrastructure.intro, slug).toBeTruthy();
      expect(c!.benefits.items.length, slug).toBeGreaterThanOrEqual(4);
      expect(c!.useCases.groups.length, slug).toBeGreaterThanOrEqual(1);
      for (const g of c!.useCases.groups) for (const u of g.items) expect(u.caption, `${slug}: ${u.title}`).toBeTruthy();
      expect(c!.whyChoose.items.length, slug).toBeGreaterThanOrEqual(5);
      expect(c!.story.outcomes.length, slug).toBeGreaterThanOrEqual(2);
      for (const n of numbers(textOf(c!.story))) expect(n, `${slug}: ${n}`).toMatch(allowedFigures);
    }
  });
});
