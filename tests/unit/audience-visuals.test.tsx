import { existsSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProofPanel } from '@/components/sections/proof/proof-panel';
import { roleScenePath } from '@/components/sections/proof/role-scene';
import { ConnectionsHrPage } from '@/components/templates/connections-hr-page';
import { SolutionPage } from '@/components/templates/solution-page';
import { connectionsHr } from '@/content/pages/products';
import { solutions, type SolutionSlug } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';
import type { Proof, SolutionContent } from '@/content/types';

const frontline: SolutionSlug[] = ['engineer', 'field-technician', 'quality-control', 'skilled-trades'];
const executives: SolutionSlug[] = ['ceo', 'cfo', 'controller', 'chro', 'cio', 'cro', 'training-director'];
const businessTypes: SolutionSlug[] = [
  'enterprise',
  'family-owned',
  'fast-growing-businesses',
  'midsize-business',
  'pe-backed',
  'small-business',
  'startup',
];

/** Figures a proof visual may show: the spec's claims (§1, §9) and nothing else. */
const allowedFigures = ['Up to 80%', '80%', '60%', '40%', '24/7', 'Days', '3x', '4x', '5x', '12 hours', '3-day'];

const proofOf = (c: SolutionContent): Proof => {
  if (c.visual.kind === 'scene') throw new Error('a scene, not a proof');
  return c.visual.proof;
};
const textOf = (p: Proof) => JSON.stringify(p);

describe('solution hero visuals, by audience', () => {
  it('covers every solution slug exactly once', () => {
    expect([...frontline, ...executives, ...businessTypes].sort()).toEqual(solutions.map((s) => s.slug).sort());
  });

  it.each(frontline)('%s: shows its own scene (a file in public/) with its call or SMS', (slug) => {
    const c = solutionsDetails[slug];
    expect(c.visual.kind).toBe('scene');
    expect(existsSync(`public${roleScenePath(slug)}`), `public${roleScenePath(slug)}`).toBe(true);
    const { container } = render(<SolutionPage content={c} slug={slug} />);
    const img = container.querySelector(`[data-scene="${slug}"] img`)!;
    expect(img.getAttribute('src')).toBe(roleScenePath(slug));
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(container.querySelector('[data-scene] figure')!.textContent).toContain(c.hero.snippet.question);
    expect(container.querySelector('[data-proof]')).toBeNull();
  });

  it.each(executives)('%s: shows what the executive buys, as text, not a call card', (slug) => {
    const c = solutionsDetails[slug];
    expect(c.visual.kind).toBe('proof');
    const { container } = render(<SolutionPage content={c} slug={slug} />);
    const fig = container.querySelector('figure[data-proof="proof"]')!;
    expect(fig).not.toBeNull();
    expect(fig.textContent!.length).toBeGreaterThan(80);
    expect(container.querySelector('[data-scene]')).toBeNull();
    expect(container.textContent).not.toContain(c.hero.snippet.question);
  });

  it.each(businessTypes)('%s: shows a rollout at its scale (a site grid)', (slug) => {
    const c = solutionsDetails[slug];
    expect(c.visual.kind).toBe('rollout');
    const { container } = render(<SolutionPage content={c} slug={slug} />);
    const fig = container.querySelector('figure[data-proof="rollout"]')!;
    expect(fig.getAttribute('data-pieces')!.split(' ')).toContain('sites');
  });

  it('gives each executive page a different composition and different content', () => {
    const compositions = executives.map((s) =>
      proofOf(solutionsDetails[s])
        .pieces.map((p) => p.type)
        .join('+'),
    );
    expect(new Set(compositions).size).toBe(executives.length);
    const html = executives.map(
      (s) => render(<ProofPanel proof={proofOf(solutionsDetails[s])} kind="proof" />).container.innerHTML,
    );
    expect(new Set(html).size).toBe(executives.length);
  });

  it('shows figures only from the spec’s claims, and labels ROI and payback as illustrative', () => {
    for (const s of [...executives, ...businessTypes]) {
      const p = proofOf(solutionsDetails[s]);
      for (const piece of p.pieces) {
        if (piece.type === 'stats')
          for (const item of piece.items) expect(allowedFigures, `${s}: ${item.value}`).toContain(item.value);
      }
      const text = textOf(p);
      if (/ROI|payback/i.test(text)) expect(p.note, s).toMatch(/illustrative/i);
      if (p.pieces.some((x) => x.type === 'sites')) expect(p.note, s).toMatch(/illustrative/i);
    }
  });

  it('keeps the brand orange off proof panels (it is for actions and the call motif)', () => {
    for (const s of [...executives, ...businessTypes]) {
      const html = render(<ProofPanel proof={proofOf(solutionsDetails[s])} kind="proof" />).container.innerHTML;
      expect(html, s).not.toMatch(/signal-/);
    }
  });
});

describe('Connections HR shows the product', () => {
  it('puts a dashboard in the hero: sentiment by site and shift, a trend, a next step, marked as sample data', () => {
    const types = connectionsHr.dashboard.pieces.map((p) => p.type);
    expect(types).toEqual(expect.arrayContaining(['sentiment', 'trend', 'action']));
    const labels = connectionsHr.dashboard.pieces.map((p) => ('label' in p ? p.label : '')).join(' | ');
    expect(labels).toMatch(/site/i);
    expect(labels).toMatch(/shift/i);
    expect(connectionsHr.dashboard.note).toMatch(/illustrative/i);
    const { container } = render(<ConnectionsHrPage content={connectionsHr} />);
    const hero = container.querySelector('section[aria-labelledby="page-title"]')!;
    expect(hero.querySelector('figure[data-proof="dashboard"]')!.textContent).toContain('Recommended next step');
  });

  it('shows the check-in from both sides in #demo: the worker’s SMS and HR’s aggregated view', () => {
    const { container } = render(<ConnectionsHrPage content={connectionsHr} />);
    const demo = container.querySelector('#demo')!;
    const [sms, hr] = [...demo.querySelectorAll('figure')] as [HTMLElement, HTMLElement];
    expect(demo.querySelectorAll('figure')).toHaveLength(2);
    for (const m of connectionsHr.checkIn.worker.messages) expect(sms.textContent).toContain(m.text);
    expect(sms.textContent).toContain('Connections HR');
    expect(hr.getAttribute('data-proof')).toBe('dashboard');
    expect(hr.textContent).toMatch(/anonymous/i);
    expect(hr.textContent).toMatch(/team/i);
    for (const id of ['contact', 'expert', 'demo']) expect(container.querySelector(`#${id}`), id).not.toBeNull();
  });
});
