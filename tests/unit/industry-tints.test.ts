import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { industryTints, tintSteps, type TintRamp } from '@/content/industry-tints';
import { roleSceneTints } from '@/content/scenes';
import type { SolutionFile } from '@/schemas/solution';

import { entries } from '../lib/content';

const industries = entries('industries');
/** The solution pages in their list's order, each with its hero tint, pale or deep as the list alternates. */
const solutions = entries<SolutionFile>('solutions')
  .sort((a, b) => a.data.order - b.data.order)
  .map((e, i) => ({ slug: e.id, tint: e.data.tint, light: i % 2 === 0 }));
const ramp = (tint: string) => (industryTints as Record<string, TintRamp>)[tint]!;

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
/** OKLCH-ish hue angle (via OKLab) of a #rrggbb colour, in degrees. */
function hue(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360, c: Math.hypot(A, B) };
}
const WHITE = '#ffffff';
const SIGNAL_500 = '#ff7f1f';
const INK_700 = '#1a3a57';

describe('industry tints', () => {
  it('has one ramp of seven #rrggbb values for every industry slug, and no other', () => {
    expect(Object.keys(industryTints).sort()).toEqual(industries.map((i) => i.id).sort());
    for (const ramp of Object.values(industryTints)) {
      for (const step of tintSteps) expect(ramp[step]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(Object.entries(industryTints))('%s meets the documented contrast pairs', (_slug, t) => {
    for (const bg of [t[50], t[100], WHITE]) expect(contrast(t[900], bg)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [t[50], WHITE]) expect(contrast(t[700], bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, t[700])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, t[900])).toBeGreaterThanOrEqual(4.5);
    for (const bg of [t[50], WHITE]) expect(contrast(t[600], bg)).toBeGreaterThanOrEqual(3);
    // The deep band (the 'no infrastructure' promise, the closing band): tint-200 eyebrows and icons, tint-700
    // icons on tint-100 badges, white-on-tint-900 body text at 80 %.
    expect(contrast(t[200], t[900])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t[700], t[100])).toBeGreaterThanOrEqual(3);
    // The ramp runs light to dark.
    const lums = tintSteps.map((s) => luminance(t[s]));
    expect([...lums].sort((a, b) => b - a)).toEqual(lums);
  });

  it('keeps the 18 hues apart and away from the brand orange', () => {
    const signal = hue(SIGNAL_500).h;
    const mids = Object.entries(industryTints).map(([slug, t]) => ({ slug, ...hue(t[600]), hex: t[600] }));
    for (const m of mids) {
      const d = Math.min(Math.abs(m.h - signal), 360 - Math.abs(m.h - signal));
      // Vivid tints must be well away from orange; a low-chroma stone may sit nearer (it reads as grey-brown).
      expect(d, m.slug).toBeGreaterThanOrEqual(m.c > 0.06 ? 20 : 10);
    }
    // No two tints have (nearly) the same mid colour.
    for (const a of mids)
      for (const b of mids) {
        if (a.slug >= b.slug) continue;
        const dh = Math.min(Math.abs(a.h - b.h), 360 - Math.abs(a.h - b.h));
        const dc = Math.abs(a.c - b.c);
        expect(dh > 8 || dc > 0.05, `${a.slug} vs ${b.slug}`).toBe(true);
      }
  });

  it('tints.css is current (run `npm run scenes` after changing the table)', () => {
    const css = readFileSync('src/styles/tints.css', 'utf8');
    for (const step of tintSteps) expect(css).toContain(`--color-tint-${step}: var(--tint-${step});`);
    for (const [slug, t] of Object.entries(industryTints)) {
      const rule = css.split('\n').find((line) => line.startsWith(`[data-tint='${slug}']`));
      expect(rule, slug).toBeDefined();
      for (const step of tintSteps) expect(rule).toContain(`--tint-${step}: ${t[step]};`);
    }
    expect(readFileSync('src/styles/globals.css', 'utf8')).toContain(`@import './tints.css';`);
  });
});

describe('solution hero tints', () => {
  it('give every solution page a ramp of its own (its `tint`): no two pages share one', () => {
    const tints = solutions.map((s) => s.tint);
    expect(new Set(tints).size).toBe(tints.length);
    for (const tint of tints) expect(industryTints).toHaveProperty(tint);
  });

  it('match a frontline role’s band to the tint its scene is drawn in', () => {
    for (const [slug, tint] of Object.entries(roleSceneTints))
      expect(solutions.find((s) => s.slug === slug)?.tint, slug).toBe(tint);
  });

  it.each(solutions.map((s) => [s.slug, s] as const))(
    '%s: the hero band’s text pairs are AA',
    (_slug, { tint, light }) => {
      const t = ramp(tint);
      if (light) {
        // tint-light: tint-900 title and ink-700 tagline on tint-50; tint-700 eyebrow on white.
        expect(contrast(t[900], t[50])).toBeGreaterThanOrEqual(4.5);
        expect(contrast(INK_700, t[50])).toBeGreaterThanOrEqual(4.5);
        expect(contrast(t[700], WHITE)).toBeGreaterThanOrEqual(4.5);
      } else {
        // tint-dark: white title, eyebrow and tagline (90 % white, still AA) on tint-900.
        expect(contrast(WHITE, t[900])).toBeGreaterThanOrEqual(4.5);
        expect(contrast('#e6e6e6', t[900])).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
