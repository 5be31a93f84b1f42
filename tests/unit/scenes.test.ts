// @vitest-environment jsdom
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  industryCloseUp,
  industryScene,
  pageScene,
  pageSceneTints,
  roleScene,
  roleSceneTints,
  type PageSceneSlug,
  type RoleSceneSlug,
} from '@/content/scenes';
import type { SolutionFile } from '@/schemas/solution';

import { entries, entry } from '../lib/content';

const industries = entries('industries').map((e) => ({ slug: e.id }));

/** The frontline roles that get their own scene (executive roles get a different kind of visual). */
const ROLE_SCENES = ['engineer', 'field-technician', 'quality-control', 'skilled-trades'] as const;

/** Each industry's close-up (the call at work, beside its place), shown beside its problem statement. */
const closeUps = industries.map((i) => `public${industryCloseUp(i.slug)}`);

const scenes = [
  ...industries.map((i) => `public${industryScene(i.slug)}`),
  ...closeUps,
  ...ROLE_SCENES.map((slug) => `public${roleScene(slug)}`),
  ...(Object.keys(pageSceneTints) as PageSceneSlug[]).map((slug) => `public${pageScene(slug)}`),
];

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

/** The product's own UI is in the drawing: a group marked class="product-ui" holding a waveform (four or more bars). */
function hasProductUi(svg: string) {
  const group = parse(svg).querySelector('.product-ui');
  return !!group && group.querySelectorAll('rect').length >= 4;
}

/**
 * Every stroked element drawn through a scale() keeps the shared 2 px line: its stroke width (set, or inherited from
 * the root group's 2) times the scale is 2 ± 0.1. Returns the ones that do not.
 */
function scaledLineWidths(svg: string) {
  const bad: string[] = [];
  for (const el of parse(svg).querySelectorAll('[transform*="scale("]')) {
    if (el.getAttribute('stroke') === 'none') continue;
    const s = Number(/scale\(([\d.]+)\)/.exec(el.getAttribute('transform')!)![1]);
    const w = Number(el.getAttribute('stroke-width') ?? 2);
    if (Math.abs(w * s - 2) > 0.1) bad.push(`scale(${s}) stroke-width ${w} → ${Math.round(w * s * 10) / 10} px`);
  }
  return bad;
}

/** The scenes that show a person's hand (a phone in hand, or the trainer's marker): each must carry its class="hand". */
const HAND_SCENES = [
  'public/illustrations/roles/engineer.svg',
  'public/illustrations/roles/field-technician.svg',
  'public/illustrations/roles/skilled-trades.svg',
  'public/illustrations/industries/field-services.svg',
  ...closeUps,
  ...[
    'about-us',
    'blog',
    'resources-documentation',
    'resources-knowledge-base',
    'services-consulting',
    'services-support',
    'services-training',
  ].map((slug) => `public${pageScene(slug as PageSceneSlug)}`),
];

/** A point in an element's own units, in the frame's: its own and every ancestor's transform (translate, scale, rotate). */
function toFrame(el: Element, [x, y]: [number, number]): [number, number] {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const fns = [...(e.getAttribute('transform') ?? '').matchAll(/(translate|scale|rotate)\(([^)]*)\)/g)].reverse();
    for (const [, fn, args] of fns) {
      const a = args
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (fn === 'translate') [x, y] = [x + a[0], y + (a[1] ?? 0)];
      else if (fn === 'scale') [x, y] = [x * a[0], y * (a[1] ?? a[0])];
      else {
        const [cx, cy] = [a[1] ?? 0, a[2] ?? 0],
          r = (a[0] * Math.PI) / 180;
        [x, y] = [
          cx + (x - cx) * Math.cos(r) - (y - cy) * Math.sin(r),
          cy + (x - cx) * Math.sin(r) + (y - cy) * Math.cos(r),
        ];
      }
    }
  }
  return [x, y];
}

/** The corners of a sleeve drawn as a rect, or the vertices of one drawn as a path of absolute M/L/H/V/Q/Z commands. */
function corners(el: Element): [number, number][] {
  const num = (k: string) => Number(el.getAttribute(k) ?? 0);
  if (el.nodeName === 'rect') {
    const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
    return [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  }
  const pts: [number, number][] = [];
  let [x, y] = [0, 0];
  for (const [, cmd, args] of (el.getAttribute('d') ?? '').matchAll(/([MLHVQZ])([^MLHVQZ]*)/g)) {
    const a = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    if (cmd === 'H') x = a[0];
    else if (cmd === 'V') y = a[0];
    else if (cmd === 'Z') continue;
    else [x, y] = a.slice(-2) as [number, number];
    pts.push([x, y]);
  }
  return pts;
}

/**
 * Every hand (class="hand") has a sleeve (class="sleeve") that runs out of the picture: at least two of its corners
 * lie past one and the same edge of the 640 x 480 frame (bottom, left or right), so the arm enters from outside
 * instead of stopping in mid-air. Returns what is wrong.
 */
function sleevesInFrame(svg: string) {
  const bad: string[] = [];
  for (const hand of parse(svg).querySelectorAll('.hand')) {
    const sleeve = hand.querySelector('.sleeve');
    if (!sleeve) {
      bad.push('a hand without a sleeve');
      continue;
    }
    const pts = corners(sleeve).map((p) => toFrame(sleeve, p));
    const past = [(p: number[]) => p[1] >= 480, (p: number[]) => p[0] <= 0, (p: number[]) => p[0] >= 640].some(
      (beyond) => pts.filter(beyond).length >= 2,
    );
    if (!past) {
      const far = Math.round(Math.max(...pts.map((p) => p[1])));
      bad.push(`sleeve ends inside the frame (lowest corner at y ${far})`);
    }
  }
  return bad;
}

describe('drawn scenes (generated by `npm run scenes`)', () => {
  it('exist for all 18 industries and the four frontline roles', () => {
    expect(Object.keys(roleSceneTints).sort()).toEqual([...ROLE_SCENES]);
    for (const slug of ROLE_SCENES satisfies readonly RoleSceneSlug[]) {
      expect(entry<SolutionFile>('solutions', slug).kind, slug).toBe('role');
    }
    expect(industries.length).toBeGreaterThanOrEqual(18);
    expect(new Set(scenes).size).toBe(industries.length * 2 + 4 + 27);
    for (const file of scenes) expect(existsSync(file), file).toBe(true);
  });

  it('every composed page but Connections HR, and the blog index, has its own scene, each scene used once', () => {
    // Connections HR's hero shows the product's dashboard instead. The documentation's reference header and the
    // blog's masthead take their scene's tint without drawing it (tests/e2e/hero-checks.ts, headerWithoutScene).
    const heroes = entries<{ template: string; hero: { title: string; scene?: PageSceneSlug } }>('pages')
      .filter((e) => e.data.template === 'composed' || e.data.template === 'blog')
      .map((e) => e.data.hero);
    expect(heroes.length).toBeGreaterThanOrEqual(27);
    const used = heroes.map((h) => h.scene);
    for (const h of heroes) {
      expect(h.scene, h.title).toBeDefined();
      expect(existsSync(`public${pageScene(h.scene!)}`), h.title).toBe(true);
      // The icon-tile hero is gone: no content carries icons for it any more.
      expect(h, h.title).not.toHaveProperty('icons');
    }
    expect([...used].sort()).toEqual(Object.keys(pageSceneTints).sort());
  });

  it.each(Object.keys(pageSceneTints))('page scene %s stays under 6 KB', (slug) => {
    expect(statSync(`public${pageScene(slug as PageSceneSlug)}`).size).toBeLessThanOrEqual(6 * 1024);
  });

  it.each(scenes)('%s is a small, self-contained, decorative SVG on the shared grid', (file) => {
    // A close-up carries its industry's scene (enlarged in a window) plus the hand and the product: 10 KB.
    expect(statSync(file).size).toBeLessThan((closeUps.includes(file) ? 10 : 8) * 1024);
    const svg = readFileSync(file, 'utf8');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 640 480');
    // No text (decorative, alt=""), no scripts or styles (strict CSP), nothing fetched from elsewhere.
    for (const tag of ['text', 'script', 'style', 'image', 'foreignObject', 'linearGradient', 'radialGradient']) {
      expect(root.getElementsByTagName(tag), tag).toHaveLength(0);
    }
    expect(svg).not.toMatch(/href="(?!#)/);
    expect(svg).not.toMatch(/url\((?!#)/);
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    // Every internal reference points at an id defined in the file.
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids.has(ref), ref).toBe(true);
  });

  it.each(scenes)('%s keeps the one 2 px line where a drawn group is scaled', (file) => {
    expect(scaledLineWidths(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it.each([...industries.map((i) => `public${industryScene(i.slug)}`), ...closeUps])(
    '%s shows the product: a phone or call bubble with the waveform (class="product-ui")',
    (file) => {
      expect(hasProductUi(readFileSync(file, 'utf8')), file).toBe(true);
    },
  );

  it('the rule checks can fail: a scene without its product UI, a scaled group with a thin line', () => {
    const svg = readFileSync(`public${industryScene('healthcare')}`, 'utf8');
    expect(hasProductUi(svg.replace(' class="product-ui"', ''))).toBe(false);
    const withoutWaveform = svg.replace(
      /(<g class="product-ui"[^>]*>)(.*?)(<\/g>)/,
      (_, a: string, body: string, b: string) => [a, body.replace(/<rect[^>]*\/>/g, ''), b].join(''),
    );
    expect(hasProductUi(withoutWaveform)).toBe(false);
    const thin =
      '<svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(10 10) scale(0.5)"><path d="M0 0H9"/></g></svg>';
    expect(scaledLineWidths(thin)).toEqual(['scale(0.5) stroke-width 2 → 1 px']);
  });

  it.each(scenes)("%s: every hand's sleeve runs out of the frame (the arm enters from outside)", (file) => {
    const svg = readFileSync(file, 'utf8');
    if (HAND_SCENES.includes(file)) expect(parse(svg).querySelectorAll('.hand').length, file).toBeGreaterThan(0);
    expect(sleevesInFrame(svg), file).toEqual([]);
  });

  it('the sleeve check can fail: a sleeve that stops in mid-air, a hand without a sleeve', () => {
    // The field technician's hand as it was drawn before: a 70-unit sleeve under a hand at (230, 150), scale 0.9.
    const midAir =
      '<svg xmlns="http://www.w3.org/2000/svg"><g class="hand" transform="translate(230 150) scale(0.9) rotate(-8)">' +
      '<rect class="sleeve" x="4" y="96" width="50" height="70" rx="6"/></g></svg>';
    expect(sleevesInFrame(midAir)).toEqual(['sleeve ends inside the frame (lowest corner at y 297)']);
    // The same hand one level down inside a moved group is checked in the frame's coordinates too.
    const moved = midAir
      .replace('<g class="hand"', '<g transform="translate(0 200)"><g class="hand"')
      .replace('</g>', '</g></g>');
    expect(sleevesInFrame(moved)).toEqual([]);
    expect(sleevesInFrame(midAir.replace(' class="sleeve"', ''))).toEqual(['a hand without a sleeve']);
    // A scene that should show a hand and has lost its marker is caught by HAND_SCENES.
    const field = readFileSync(`public${roleScene('field-technician')}`, 'utf8');
    expect(parse(field.replace(' class="hand"', '')).querySelectorAll('.hand')).toHaveLength(0);
  });

  it('are all different pictures', () => {
    const bodies = scenes.map((file) => readFileSync(file, 'utf8'));
    expect(new Set(bodies).size).toBe(scenes.length);
  });
});

describe('scene generator', () => {
  it('the committed files are its current output (run `npm run scenes` after changing it)', async () => {
    const { renderAll } = await import('../../scripts/build-scenes.mjs');
    const files = renderAll() as [string, string][];
    expect(files.map(([f]) => f).sort()).toEqual([...scenes, 'src/styles/tints.css'].sort());
    for (const [file, content] of files) expect(readFileSync(file, 'utf8'), file).toBe(content);
  });
});
