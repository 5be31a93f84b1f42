// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ExhibitVisual } from '@/components/sections/exhibits';
import { ComposedPage } from '@/components/templates/composed-page';
import { ConnectionsHrPage } from '@/components/templates/connections-hr-page';
import { SolutionPage } from '@/components/templates/solution-page';
import { hasRoleScene, roleScene, type RoleSceneSlug } from '@/content/scenes';
import type { ComposedContent } from '@/schemas/composed';
import { solutionSchema, type Exhibit, type ExhibitFigure, type SolutionContent } from '@/schemas/solution';

import { composedPage, connectionsHrPage } from '../lib/composed-pages';
import { entries } from '../lib/content';

/** Every solution page's data as the build reads it (through its schema), in the list's order. */
const solutions = entries('solutions')
  .map((e) => ({ slug: e.id, content: solutionSchema.parse(e.data) }))
  .sort((a, b) => a.content.order - b.content.order);
const solutionsDetails: Record<string, SolutionContent> = Object.fromEntries(solutions.map((s) => [s.slug, s.content]));
/** Pale and deep hero bands alternate down the list. */
const light = (slug: string) => solutions.findIndex((s) => s.slug === slug) % 2 === 0;

const frontline = ['engineer', 'field-technician', 'quality-control', 'skilled-trades'];
const executives = ['ceo', 'cfo', 'controller', 'chro', 'cio', 'cro', 'training-director'];
const businessTypes = [
  'enterprise',
  'family-owned',
  'fast-growing-businesses',
  'midsize-business',
  'pe-backed',
  'small-business',
  'startup',
];

/** Figures an exhibit may show: the spec's claims and nothing else. */
const allowedFigures = [
  'Up to 80%',
  '80%',
  '60%',
  '40%',
  '24/7',
  'Days',
  '3x',
  '4x',
  '5x',
  '12 hours',
  'From day one',
  'Six figures',
];

const exhibitOf = (c: SolutionContent): Exhibit => {
  if (c.visual.kind !== 'exhibit') throw new Error('a scene, not an exhibit');
  return c.visual.exhibit;
};
const exhibits = [...executives, ...businessTypes].map((slug) => [slug, exhibitOf(solutionsDetails[slug])] as const);

/** Every ExhibitFigure inside an exhibit (objects with a value, a label and possibly a reading). */
function figuresIn(value: unknown, out: ExhibitFigure[] = []): ExhibitFigure[] {
  if (Array.isArray(value)) for (const v of value) figuresIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.value === 'string' && typeof o.label === 'string') out.push(o as unknown as ExhibitFigure);
    else for (const v of Object.values(o)) figuresIn(v, out);
  }
  return out;
}

/**
 * What is wrong with how an exhibit shows its figures (empty when nothing): a figure the spec does not use, a
 * result figure without the words that say how to read it, a caption that hedges (the page's one illustrative note
 * is under its story), and wording that undermines itself ("no basis").
 */
export function figureFaults(e: Exhibit): string[] {
  const bad: string[] = [];
  for (const f of figuresIn(e)) {
    if (!allowedFigures.includes(f.value)) bad.push(`"${f.value}" is not one of the spec's figures`);
    // A result (a percentage, a multiple, hours, payback, ROI) is read as a target, an expectation or an example.
    if (/\d|six figures|day one/i.test(f.value) && !f.reading) bad.push(`"${f.value} ${f.label}" has no reading`);
  }
  // One marker per page: the story's note says the page is illustrative; the caption says what the visual shows.
  if (/\billustrative\b|example scenario|not a customer|not measured/i.test(e.caption))
    bad.push('the caption repeats the page’s illustrative note');
  if (/no basis|made.up|not real/i.test(JSON.stringify(e))) bad.push('wording that undermines the figure');
  return bad;
}

describe('solution hero visuals, by audience', () => {
  it('covers every solution slug exactly once', () => {
    expect([...frontline, ...executives, ...businessTypes].sort()).toEqual(solutions.map((s) => s.slug).sort());
  });

  it.each(frontline)('%s: shows its own scene (a file in public/) with its call or SMS', (slug) => {
    const c = solutionsDetails[slug];
    expect(c.visual.kind).toBe('scene');
    expect(hasRoleScene(slug), `${slug} has a role scene in scenes.ts`).toBe(true);
    const path = roleScene(slug as RoleSceneSlug);
    expect(existsSync(`public${path}`), `public${path}`).toBe(true);
    const { container } = render(<SolutionPage content={c} slug={slug} />);
    const img = container.querySelector(`[data-scene="${slug}"] img`)!;
    expect(img.getAttribute('src')).toBe(path);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(container.querySelector('[data-scene] figure')!.textContent).toContain(c.hero.snippet!.question);
    expect(container.querySelector('[data-exhibit]')).toBeNull();
  });

  it('alternates pale and deep hero bands down the solutions list, each in the page’s own tint', () => {
    const bands = solutions.map(({ slug, content }) => {
      const { container } = render(<SolutionPage content={content} slug={slug} />);
      expect(container.querySelector('[data-tint]')!.getAttribute('data-tint'), slug).toBe(content.tint.id);
      return container.querySelector('section[data-hero]')!.classList.contains('bg-tint-50');
    });
    for (let i = 1; i < bands.length; i++) expect(bands[i], solutions[i]!.slug).not.toBe(bands[i - 1]);
    expect(bands[0]).toBe(true);
  });

  it.each(exhibits)('%s: its own exhibit in the hero, on a surface, with its caption as real text', (slug, e) => {
    const { container } = render(<SolutionPage content={solutionsDetails[slug]} slug={slug} />);
    const hero = container.querySelector('section[data-hero]')!;
    const fig = hero.querySelector(`figure[data-exhibit="${e.form}"]`)!;
    expect(fig).not.toBeNull();
    expect(container.querySelectorAll('figure[data-exhibit]')).toHaveLength(1);
    expect(hero.querySelector('[data-scene], [data-proof]')).toBeNull();
    expect(['paper', 'tint', 'dark']).toContain(fig.querySelector('[data-surface]')!.getAttribute('data-surface'));
    expect(fig.querySelector('figcaption')!.textContent).toBe(e.caption);
    expect(fig.textContent).toContain(e.title);
    // Enough real text to stand for the drawing; drawn shapes are hidden from assistive technology.
    expect(fig.textContent!.length).toBeGreaterThan(150);
    for (const svg of fig.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden'), slug).toBe('true');
    // Static: nothing to hydrate.
    expect(fig.closest('pm-island')).toBeNull();
    expect(fig.querySelector('pm-island, script')).toBeNull();
  });

  it('gives each of the 14 its own form, and different words', () => {
    expect(new Set(exhibits.map(([, e]) => e.form)).size).toBe(14);
    const html = exhibits.map(
      ([slug, e]) => render(<ExhibitVisual exhibit={e} band={light(slug) ? 'light' : 'dark'} />).container.innerHTML,
    );
    expect(new Set(html).size).toBe(14);
    expect(new Set(exhibits.map(([, e]) => e.title)).size).toBe(14);
    expect(new Set(exhibits.map(([, e]) => e.caption)).size).toBe(14);
  });

  it('draws a light surface on every dark band (no dark card lost on a dark band, as the CEO’s was)', () => {
    for (const [slug, e] of exhibits) {
      const surface = render(<ExhibitVisual exhibit={e} band="dark" />)
        .container.querySelector('[data-surface]')!
        .getAttribute('data-surface');
      if (!light(slug)) expect(surface, slug).not.toBe('dark');
    }
  });

  it('does not repeat the same figure tiles: each figure on at most two of the 14 heroes, and no 24/7 tile', () => {
    const uses = new Map<string, string[]>();
    for (const [slug, e] of exhibits)
      for (const f of figuresIn(e)) uses.set(f.value, [...(uses.get(f.value) ?? []), slug]);
    for (const [value, slugs] of uses) expect(slugs.length, `${value}: ${slugs.join(', ')}`).toBeLessThanOrEqual(2);
    expect(uses.has('24/7')).toBe(false);
  });

  it('shows figures only from the spec, each read as a target, an expectation or an example, with care', () => {
    for (const [slug, e] of exhibits) expect(figureFaults(e), slug).toEqual([]);
    // The CFO's return is on the sheet, read as an illustrative expectation, and its caption says what it rests on.
    const cfo = exhibitOf(solutionsDetails.cfo);
    expect(figuresIn(cfo).map((f) => `${f.value}: ${f.reading}`)).toEqual(
      expect.arrayContaining(['From day one: Expected, not guaranteed', 'Six figures: Expected, not guaranteed']),
    );
    // One marker for the block (the readings above), not a qualifier in every line.
    expect(cfo.caption).toMatch(/discovery call/);
    expect(cfo.caption).not.toMatch(/illustrative|guarantee/i);
    expect(cfo.caption).toMatch(/your own/);
  });

  it('the figure check can fail', () => {
    const base = exhibitOf(solutionsDetails.chro);
    if (base.form !== 'onboarding-timeline') throw new Error('the CHRO exhibit is a timeline');
    // A figure the schema refuses (tests/unit/collections-content.test.ts), checked here as drawn data.
    const faulty = {
      ...base,
      caption: 'How onboarding goes, an illustrative example, not a customer.',
      figure: { value: '95%', label: 'faster onboarding, no basis shown' },
    } as unknown as Exhibit;
    const faults = figureFaults(faulty).join(' | ');
    expect(faults).toMatch(/"95%" is not one of the spec's figures/);
    expect(faults).toMatch(/has no reading/);
    expect(faults).toMatch(/caption repeats the page’s illustrative note/);
    expect(faults).toMatch(/undermines/);
  });

  it('keeps the brand orange off the exhibits (it is for actions and the call motif)', () => {
    for (const [slug, e] of exhibits) {
      const html = render(<ExhibitVisual exhibit={e} band="light" />).container.innerHTML;
      expect(html, slug).not.toMatch(/signal-/);
    }
  });
});

describe('Connections HR shows the product', () => {
  const connectionsHr = connectionsHrPage();

  it('puts a dashboard in the hero: sentiment by site and shift, a trend, a next step, marked as sample data', () => {
    const types = connectionsHr.dashboard.pieces.map((p) => p.type);
    expect(types).toEqual(expect.arrayContaining(['sentiment', 'trend', 'action']));
    const labels = connectionsHr.dashboard.pieces.map((p) => ('label' in p ? p.label : '')).join(' | ');
    expect(labels).toMatch(/site/i);
    expect(labels).toMatch(/shift/i);
    expect(connectionsHr.dashboard.note).toMatch(/illustrative/i);
    const { container } = render(<ConnectionsHrPage content={connectionsHr} />);
    const hero = container.querySelector('section[aria-labelledby="page-title"]')!;
    const action = connectionsHr.dashboard.pieces.find((p) => p.type === 'action')!;
    expect(hero.querySelector('figure[data-proof="dashboard"]')!.textContent).toContain(action.label);
  });

  it('shows the check-in from both sides in #demo: the worker’s SMS and HR’s aggregated view', () => {
    const { container } = render(<ConnectionsHrPage content={connectionsHr} />);
    const demo = container.querySelector('#demo')!;
    const [sms, hr] = [...demo.querySelectorAll('figure')] as [HTMLElement, HTMLElement];
    expect(demo.querySelectorAll('figure')).toHaveLength(2);
    for (const m of connectionsHr.checkIn.worker.messages) expect(sms.textContent).toContain(m.text);
    expect(sms.textContent).toContain(connectionsHr.checkIn.worker.sender);
    expect(hr.getAttribute('data-proof')).toBe('dashboard');
    expect(hr.textContent).toMatch(/anonymous/i);
    expect(hr.textContent).toMatch(/team/i);
    for (const id of ['contact', 'expert', 'demo']) expect(container.querySelector(`#${id}`), id).not.toBeNull();
  });
});

describe('an expert’s procedure card', () => {
  const sme = composedPage('products/pocket-sme');
  const cards = (page: ComposedContent) => {
    const { container } = render(<ComposedPage content={page} />);
    const hero = container.querySelector('section[aria-labelledby="page-title"]')!;
    return {
      hero: hero.querySelectorAll('[data-procedure-card]').length,
      flow: container.querySelectorAll('[data-flow] [data-procedure-card]').length,
      stages: container.querySelectorAll('[data-flow] > li').length,
    };
  };

  it('is shown once: at the top with cardAtTop, the interview and the call side by side below', () => {
    expect(cards(sme)).toEqual({ hero: 1, flow: 0, stages: 2 });
  });

  it('stands between the interview and the call without cardAtTop, and not at the top', () => {
    const blocks = sme.blocks.map((b) =>
      b.type === 'moment' && b.exhibit.kind === 'interview' ? { ...b, exhibit: { ...b.exhibit, cardAtTop: false } } : b,
    );
    expect(cards({ ...sme, blocks } as ComposedContent)).toEqual({ hero: 0, flow: 1, stages: 3 });
  });
});
