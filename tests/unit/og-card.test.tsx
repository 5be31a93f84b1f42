// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import satori from 'satori';
import { describe, expect, it } from 'vitest';

import { OgCard } from '@/components/seo/og-card';
import { getRoute as findRoute } from '@/lib/routes';

const font = (weight: 400 | 700) => ({
  name: 'Figtree',
  weight,
  style: 'normal' as const,
  data: readFileSync(`node_modules/@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`),
});

describe('social card', () => {
  it('lays out every line of the card inside its 1200×630 frame', async () => {
    const svg = await satori(createElement(OgCard, { route: findRoute('/industries/healthcare') }), {
      width: 1200,
      height: 630,
      fonts: [font(400), font(700)],
    });
    // Every glyph run (a filled path) starts inside the card: name, section, title, and the footer line.
    const starts = [...svg.matchAll(/<path[^>]* d="M([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(starts.length).toBeGreaterThanOrEqual(6);
    for (const [x, y] of starts) {
      expect(x).toBeLessThan(1200);
      expect(y).toBeLessThan(630);
    }
    // The footer line (the phone number, in the lightest ink) is drawn.
    expect(svg).toContain('fill="#9fb4c8"');
  });
});
