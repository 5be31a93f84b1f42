import { describe, expect, it } from 'vitest';

import { iconNames } from '@/components/ui/icon-names';
import { industries, type IndustrySlug } from '@/content/industries';
import { industriesDetails } from '@/content/industries/details';
import { solutions } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';

/** Figures the spec allows; any other number in copy is a claim it does not make. */
const allowedFigures = /^(80%|60%|40%|24\/7|3x|4x|5x|15-minute|30 days|30 seconds|30-second|3-day|12 hours)$/;
const numbers = (text: string) =>
  text.match(/\b24\/7\b|\b\d+(?:[%x]|-minute|-day|-second| days| seconds| hours)?/g) ?? [];

const textOf = (value: unknown): string => JSON.stringify(value);

describe('solution pages content', () => {
  const entries = Object.entries(solutionsDetails);

  it('has an entry for every one of the 18 solution slugs', () => {
    expect(Object.keys(solutionsDetails).sort()).toEqual(solutions.map((s) => s.slug).sort());
    expect(entries).toHaveLength(18);
  });

  it('has every section, a story, and closes with the spec’s closing link, Contact Us to /contact', () => {
    for (const [slug, c] of entries) {
      expect(c!.hero.title, slug).toBeTruthy();
      expect(c!.hero.cta.href, slug).toBe('/contact');
      expect(c!.problem.paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.benefits.bullets.length, slug).toBeGreaterThanOrEqual(4);
      expect(c!.cards.items.length, slug).toBeGreaterThanOrEqual(3);
      expect(c!.story.paragraphs.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.story.outcomes.length, slug).toBeGreaterThanOrEqual(2);
      expect(c!.closing.cta, slug).toEqual({ label: 'Contact Us', href: '/contact' });
      for (const icon of c!.cards.items.map((i) => i.icon)) expect(iconNames).toContain(icon);
    }
  });

  it('uses only the spec’s figures in stories', () => {
    for (const [slug, c] of entries) {
      for (const n of numbers(textOf(c!.story))) expect(n, `${slug}: ${n}`).toMatch(allowedFigures);
    }
  });
});

/** The spec's sub-segments per industry: each must appear among that page's use cases. */
const subSegments: Record<IndustrySlug, RegExp[]> = {
  'aerospace-and-aviation': [/OEM/, /supplier/i, /MRO/, /airline/i],
  construction: [/general contractor/i, /trade contractor/i, /site supervisor/i, /safety/i],
  consulting: [
    /internal support/i,
    /client enablement/i,
    /advisory model/i,
    /solo advisor/i,
    /field mentorship/i,
    /post-workshop/i,
  ],
  education: [/student/i, /instructor/i, /institution/i],
  energy: [/oil (&|and) gas/i, /utilities/i, /renewable/i, /transmission/i],
  'field-services': [/HVAC/, /telecom/i, /medical equipment/i, /industrial/i],
  government: [/public works/i, /administrative/i, /public health/i, /emergency/i],
  healthcare: [/clinical/i, /front desk/i, /lab/i, /home health/i],
  it: [/service desk/i],
  manufacturing: [/production/i, /maintenance/i, /warehouse/i, /training/i],
  'media-and-publishing': [/editorial/i, /production/i, /publishing operations/i, /marketing/i],
  'non-profit': [/volunteer/i, /social services/i, /operations/i, /fundraising/i],
  'professional-services': [/client onboarding/i, /legal/i, /architecture/i, /HR/],
  'restaurant-and-hospitality': [/back of house/i, /front of house/i, /hotel/i, /event/i],
  retail: [/new hire/i, /sales (&|and) service/i, /checkout/i, /order status/i],
  sales: [/lead/i],
  training: [/post-workshop|after the workshop|after a workshop/i],
  'transportation-and-logistics': [/shipment status/i],
};

describe('industry pages content', () => {
  const entries = Object.entries(industriesDetails);

  it('has an entry for every one of the 18 industry slugs', () => {
    expect(Object.keys(industriesDetails).sort()).toEqual(industries.map((i) => i.slug).sort());
  });

  it('covers the spec’s sub-segments and sections for each industry', () => {
    for (const [slug, c] of entries) {
      const titles = c.useCases.groups.flatMap((g) => g.items.map((u) => `${u.title} ${u.description}`)).join(' | ');
      for (const re of subSegments[slug as IndustrySlug]) expect(titles, `${slug}: ${re}`).toMatch(re);
    }
    const groups = (slug: IndustrySlug) => industriesDetails[slug].useCases.groups.map((g) => g.heading);
    for (const slug of ['sales', 'training', 'transportation-and-logistics'] as const) {
      expect(groups(slug).join(' '), slug).toMatch(/internal/i);
      expect(groups(slug).join(' '), slug).toMatch(/external/i);
    }
    expect(groups('restaurant-and-hospitality').join(' ')).toMatch(/internal/i);
    expect(groups('restaurant-and-hospitality').join(' ')).toMatch(/guest/i);
    expect(industriesDetails['professional-services'].useCases.groups.flatMap((g) => g.items)).toHaveLength(5);
    expect(industriesDetails['aerospace-and-aviation'].benefits.heading).toBe('Built to Fit Your AI Strategy');
    expect(JSON.stringify(industriesDetails['aerospace-and-aviation'].story)).toMatch(/30 seconds|30-second/);
    expect(JSON.stringify(industriesDetails['field-services'])).toMatch(/pest control/i);
  });

  it('claims HIPAA on the healthcare page only', () => {
    for (const [slug, c] of entries) if (slug !== 'healthcare') expect(JSON.stringify(c), slug).not.toMatch(/HIPAA/);
    expect(JSON.stringify(industriesDetails.healthcare)).toMatch(/HIPAA/);
  });

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
      for (const g of c!.useCases.groups) {
        for (const u of g.items) {
          // A mini call, not a caption for a photo that is not there (issue 12): a question, and a first step.
          expect(u.ask, `${slug}: ${u.title}`).toMatch(/\?$/);
          expect(u.firstStep.length, `${slug}: ${u.title}`).toBeGreaterThan(30);
          expect(u, `${slug}: ${u.title}`).not.toHaveProperty('caption');
        }
      }
      expect(c!.whyChoose.items.length, slug).toBeGreaterThanOrEqual(5);
      expect(c!.story.outcomes.length, slug).toBeGreaterThanOrEqual(2);
      for (const n of numbers(textOf(c!.story))) expect(n, `${slug}: ${n}`).toMatch(allowedFigures);
    }
  });
});
