import { describe, expect, it } from 'vitest';

import { industrySchema, type IndustryContent } from '@/schemas/industry';
import { solutionSchema, type SolutionFile } from '@/schemas/solution';

import { entries, entry } from '../lib/content';
import { specIndustrySlugs, specSolutionSlugs, specWords } from '../lib/spec-words';

/** Figures the spec allows; any other number in copy is a claim it does not make. */
const allowedFigures = /^(80%|60%|40%|24\/7|3x|4x|5x|15-minute|30 days|30 seconds|30-second|3-day|12 hours)$/;
const numbers = (text: string) =>
  text.match(/\b24\/7\b|\b\d+(?:[%x]|-minute|-day|-second| days| seconds| hours)?/g) ?? [];

const textOf = (value: unknown): string => JSON.stringify(value);

/** What is wrong with a file by its schema, one line per issue ("hero.cta.href: must be /contact"), or nothing. */
function faults(schema: typeof industrySchema | typeof solutionSchema, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** A copy of a file's data with the value at a dotted path replaced (`undefined` removes it). */
function withValue(data: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((o, k) => o[k] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The path an issue is reported at, as `faults` writes it: "" for the file itself. */
const reportedAt = (path: string) => new RegExp(`^${path.replace(/\./g, '\\.')}: `, 'm');

const industryFiles = entries<IndustryContent>('industries');
const solutionFiles = entries<SolutionFile>('solutions');
const industryIds = new Set(industryFiles.map((e) => e.id));

describe('solution pages content', () => {
  it('gives each page its own structure below the hero: no two pages share layout and card form alike', () => {
    const structure = (d: SolutionFile) => `${(d.layout ?? ['default']).join(',')} / ${d.cards.form ?? 'cards'}`;
    const kinds = new Set(solutionFiles.map((e) => structure(e.data)));
    // 18 pages in at least 8 structures, and no structure shared by more than four pages.
    expect(kinds.size).toBeGreaterThanOrEqual(8);
    for (const k of kinds)
      expect(solutionFiles.filter((e) => structure(e.data) === k).length, k).toBeLessThanOrEqual(4);
  });

  it('has a file for every solution page of the spec', () => {
    const ids = solutionFiles.map((e) => e.id);
    for (const slug of specSolutionSlugs) expect(ids, slug).toContain(slug);
  });

  it.each(solutionFiles.map((e) => [e.id, e.data] as const))(
    '%s matches the solution schema (every section, a story, the spec’s closing link)',
    (_id, data) => {
      expect(faults(solutionSchema, data)).toEqual([]);
    },
  );

  it('names an industry file as each page’s tint (Astro only logs a missing reference)', () => {
    for (const { id, data } of solutionFiles) expect(industryIds, `${id}: tint ${data.tint}`).toContain(data.tint);
  });

  it('places every page in the list once (`order`)', () => {
    const orders = solutionFiles.map((e) => e.data.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('uses only the spec’s figures in stories', () => {
    for (const { id, data } of solutionFiles) {
      for (const n of numbers(textOf(data.story))) expect(n, `${id}: ${n}`).toMatch(allowedFigures);
    }
  });

  const cfo = entry<SolutionFile>('solutions', 'cfo');
  it('writes a status label in the spec’s casing however it is typed (“coming soon” → “Coming Soon”)', () => {
    const r = solutionSchema.safeParse(withValue(cfo, 'hero.eyebrow', 'coming SOON'));
    expect(r.success && (r.data as { hero: { eyebrow?: string } }).hero.eyebrow).toBe('Coming Soon');
  });

  it.each<[string, unknown, string?]>([
    ['hero.cta.href', '/pricing'],
    ['closing.cta.label', 'Book a Demo'],
    ['benefits.bullets', cfo.benefits.bullets.slice(0, 3)],
    ['cards.items', cfo.cards.items.slice(0, 2)],
    ['story.outcomes', cfo.story.outcomes.slice(0, 1)],
    ['menuLine', 'No capital spend, and a cost you can see from day one'],
    ['visual.exhibit.returns.0.value', '95%'],
    ['visual.exhibit.returns.1.reading', undefined],
    ['visual.exhibit.form', 'bar-chart'],
    // A field the schema does not know, reported at the top of the file.
    ['extra', 'not a field', ''],
    // The hero's artifact says what it shows; the page's one illustrative note is under its story.
    ['visual.exhibit.caption', 'Illustrative budget: not a customer.'],
    // An exhibit hero needs a section where someone speaks, and the layout must place it; a call needs its words.
    ['composition', undefined],
    ['layout', ['problem', 'cards', 'story']],
    ['call', { eyebrow: 'The call', heading: 'A call' }, 'hero.snippet'],
    // The hero's button and the closing one read as one path.
    ['hero.cta.label', 'Book a Discovery Call'],
    ['layout', ['problem', 'cards', 'cards', 'call', 'story']],
    ['cards.form', 'carousel'],
  ])('the schema’s rules can fail: %s', (path, value, issueAt = path) => {
    expect(faults(solutionSchema, withValue(cfo, path, value)).join('\n')).toMatch(reportedAt(issueAt));
  });
});

/** The spec's sub-segments per industry: each must appear among that page's use cases. */
const subSegments: Record<string, RegExp[]> = {
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
  const industry = (slug: string) => entry<IndustryContent>('industries', slug);

  it('has a file for every industry page of the spec', () => {
    for (const slug of specIndustrySlugs) expect([...industryIds], slug).toContain(slug);
    expect(Object.keys(subSegments).sort()).toEqual([...specIndustrySlugs].sort());
  });

  it.each(industryFiles.map((e) => [e.id, e.data] as const))(
    '%s matches the industry schema (every section of the template, its button wording to /contact)',
    (_id, data) => {
      expect(faults(industrySchema, data)).toEqual([]);
    },
  );

  it('covers the spec’s sub-segments and sections for each industry', () => {
    for (const [slug, res] of Object.entries(subSegments)) {
      const c = industry(slug);
      const titles = c.useCases.groups.flatMap((g) => g.items.map((u) => `${u.title} ${u.description}`)).join(' | ');
      for (const re of res) expect(titles, `${slug}: ${re}`).toMatch(re);
    }
    const groups = (slug: string) => industry(slug).useCases.groups.map((g) => g.heading);
    for (const slug of ['sales', 'training', 'transportation-and-logistics'] as const) {
      expect(groups(slug).join(' '), slug).toMatch(/internal/i);
      expect(groups(slug).join(' '), slug).toMatch(/external/i);
    }
    expect(groups('restaurant-and-hospitality').join(' ')).toMatch(/internal/i);
    expect(groups('restaurant-and-hospitality').join(' ')).toMatch(/guest/i);
    expect(industry('professional-services').useCases.groups.flatMap((g) => g.items)).toHaveLength(5);
    expect(industry('aerospace-and-aviation').benefits.heading).toBe(specWords.aerospaceSection);
    expect(JSON.stringify(industry('aerospace-and-aviation').story)).toMatch(/30 seconds|30-second/);
    expect(JSON.stringify(industry('field-services'))).toMatch(/pest control/i);
  });

  it('claims HIPAA on the healthcare page only', () => {
    for (const { id, data } of industryFiles)
      if (id !== 'healthcare') expect(JSON.stringify(data), id).not.toMatch(/HIPAA/);
    expect(JSON.stringify(industry('healthcare'))).toMatch(/HIPAA/);
  });

  it('uses only the spec’s figures in stories', () => {
    for (const { id, data } of industryFiles) {
      for (const n of numbers(textOf(data.story))) expect(n, `${id}: ${n}`).toMatch(allowedFigures);
    }
  });

  const healthcare = industry('healthcare');
  it.each<[string, unknown, string?]>([
    // The buttons are the page's ctaLabel, to /contact: not fields of the file.
    ['hero.cta', { label: 'Request a Demo', href: '/contact' }, 'hero'],
    ['closing.cta', { label: 'Contact Us', href: '/pricing' }, 'closing'],
    ['problem.paragraphs', healthcare.problem.paragraphs.slice(0, 1)],
    ['benefits.items', healthcare.benefits.items.slice(0, 3)],
    ['whyChoose.items', healthcare.whyChoose.items.slice(0, 4)],
    ['story.outcomes', healthcare.story.outcomes.slice(0, 1)],
    ['useCases.groups.0.items.0.ask', 'Pump is alarming.'],
    ['useCases.groups.0.items.1.firstStep', 'Check the referral.'],
    // A caption for a photo that is not there, instead of the mini call: not a field of a use case.
    ['useCases.groups.0.items.2.caption', 'A lab tech at the bench', 'useCases.groups.0.items.2'],
    ['menuLine', 'Clinical teams, front desk, labs and home health'],
    ['benefits.items.0.icon', 'NotAnIcon'],
  ])('the schema’s rules can fail: %s', (path, value, issueAt = path) => {
    expect(faults(industrySchema, withValue(healthcare, path, value)).join('\n')).toMatch(reportedAt(issueAt));
  });
});
