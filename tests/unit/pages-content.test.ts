import { describe, expect, it } from 'vitest';

import type { ComposedContent } from '@/schemas/composed';

import { blocksOf as block, composedPage, connectionsHrPage } from '../lib/composed-pages';
import { specCounts, specWords } from '../lib/spec-words';

/** Every call to action on a composed page: hero, blocks, closing. */
const ctas = (p: ComposedContent) => [
  p.hero.cta,
  ...(p.hero.secondary ? [p.hero.secondary] : []),
  ...p.blocks.flatMap((b) => (b.type === 'notice' && b.cta ? [b.cta] : [])),
  p.closing.cta,
];

const pocketSme = composedPage('products/pocket-sme');
const connectionsHr = connectionsHrPage();
const consulting = composedPage('services/consulting');
const implementation = composedPage('services/implementation');
const support = composedPage('services/support');
const training = composedPage('services/training');
const customerStories = composedPage('customers/customer-stories');
const caseStudies = composedPage('customers/case-studies');
const testimonials = composedPage('customers/testimonials');

const all = {
  pocketSme,
  connectionsHr,
  poweredBy: composedPage('products/powered-by-pocket-mentor'),
  consulting,
  implementation,
  support,
  training,
  customerStories,
  caseStudies,
  testimonials,
};

describe('products, services and customers content', () => {
  // The schema (src/schemas/composed.ts) holds every page's hero, notice and closing buttons to /contact,
  // /partners/join-program or an anchor that exists on the page; here the hero's second button is held to it too.
  it('sends every call to action to /contact, a partner page, or an anchor on the same page', () => {
    for (const [name, page] of Object.entries(all)) {
      const ids = new Set(
        [
          ...page.blocks.map((b) => b.id),
          page.closing.id,
          ...('checkIn' in page ? [page.checkIn.id, page.checkIn.expert.id] : []),
        ].filter(Boolean),
      );
      for (const c of ctas(page)) {
        if (c.href.startsWith('#')) expect(ids, `${name}: ${c.href}`).toContain(c.href.slice(1));
        else expect(['/contact', '/partners/join-program'], `${name}: ${c.label}`).toContain(c.href);
      }
    }
  });

  it('marks Pocket SME Coming Soon (its one status label, above the h1) with one early-access link to /contact', () => {
    expect(pocketSme.hero.eyebrow).toBe(specWords.comingSoon);
    expect(pocketSme.hero.badge).toBeUndefined();
    expect(ctas(pocketSme).filter((c) => /early access/i.test(c.label) && c.href === '/contact')).toHaveLength(1);
    expect(pocketSme.blocks.some((b) => b.type === 'notice')).toBe(false);
  });

  it('gives Connections HR one status label and one ask, the closing band’s, also the hero’s one button', () => {
    const buttons = ctas(connectionsHr).filter((c) => !c.href.startsWith('#'));
    expect(buttons.length).toBeGreaterThan(0);
    expect(connectionsHr.closing.cta.label.trim()).not.toBe('');
    expect(connectionsHr.closing.cta.href).toBe('/contact');
    for (const b of buttons) expect(b).toEqual(connectionsHr.closing.cta);
    expect(connectionsHr.hero.cta).toEqual(connectionsHr.closing.cta);
    // The hero's second way on stays on the page (a quiet link down to the demo), not a second ask.
    expect(connectionsHr.hero.secondary?.href).toBe(`#${connectionsHr.checkIn.id}`);
    // One casing for the status label on every page: the spec's "Coming Soon".
    expect(connectionsHr.hero.eyebrow).toBe(specWords.comingSoon);
    expect(connectionsHr.hero.badge).toBeUndefined();
  });

  it('gives Connections HR real #contact, #expert and #demo targets and its four features', () => {
    const ids = [
      ...connectionsHr.blocks.map((b) => b.id),
      connectionsHr.checkIn.id,
      connectionsHr.checkIn.expert.id,
      connectionsHr.closing.id,
    ];
    for (const id of ['contact', 'expert', 'demo']) expect(ids).toContain(id);
    const features = block(connectionsHr, 'moments')[0]!
      .items.map((i) => i.heading.toLowerCase())
      .join(' | ');
    for (const f of specWords.connectionsHrFeatures) expect(features).toContain(f.toLowerCase());
  });

  it('has the consulting counts: four core services with points, five benefits, four use cases', () => {
    const n = specCounts.consulting;
    const services = block(consulting, 'moments')[0]!.items;
    expect(services).toHaveLength(n.services);
    for (const s of services) expect(s.points?.length, s.label).toBeGreaterThan(0);
    // By shape, not by heading: two card blocks, the use cases each with a caller's line, the benefits without.
    const cards = block(consulting, 'cards');
    expect(cards).toHaveLength(2);
    const useCases = cards.filter((c) => c.items.every((i) => i.line));
    expect(useCases).toHaveLength(1);
    expect(useCases[0]!.items).toHaveLength(n.useCases);
    expect(cards.find((c) => c !== useCases[0])!.items).toHaveLength(n.benefits);
  });

  it('has four implementation phases, promises and the onboarding CTA', () => {
    expect(block(implementation, 'steps')[0]!.steps).toHaveLength(specCounts.implementationPhases);
    expect(block(implementation, 'checklist')[0]!.items.length).toBeGreaterThanOrEqual(4);
    expect(implementation.closing.cta.label).toBe(specWords.cta.onboarding);
  });

  it('has four support areas and the Service / Included / Details table from the spec', () => {
    expect(block(support, 'cards')[0]!.items).toHaveLength(specCounts.supportAreas);
    const table = block(support, 'table')[0]!;
    expect(table.columns).toEqual(specWords.supportTable.columns);
    expect(table.rows.map(([s, i]) => [s, i])).toEqual(specWords.supportTable.rows);
    const notes = table.notes!.join(' ').toLowerCase();
    for (const claim of specWords.supportTable.claims) expect(notes).toContain(claim.toLowerCase());
    expect(support.closing.cta.label).toBe(specWords.cta.supportStrategy);
  });

  it('has a full product training page with its CTA', () => {
    expect(training.blocks.length).toBeGreaterThanOrEqual(2);
    expect(training.closing.cta.label).toBe(specWords.cta.customTraining);
  });

  // The schema holds the shapes: every story has outcomes, every case study a problem, a solution and metrics,
  // every quote a category and an attribution by role and industry ("Training director, retail"), and a
  // disclaimer says the page is illustrative.
  it('has four stories, four case studies and five testimonials, each page openly illustrative', () => {
    expect(block(customerStories, 'stories')[0]!.items).toHaveLength(4);
    expect(block(caseStudies, 'caseStudies')[0]!.items).toHaveLength(4);
    expect(block(testimonials, 'quotes')[0]!.items).toHaveLength(5);
    for (const p of [customerStories, caseStudies, testimonials]) expect(p.disclaimer).toMatch(/illustrative/i);
  });
});
