import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { APIRoute } from 'astro';
import { createElement } from 'react';
import satori from 'satori';

import { OgCard } from '@/components/seo/og-card';
import { ogImagePath } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/** Social cards (1200×630 PNG), one per route, written at build time: satori lays out OgCard, resvg draws it. */
const fileOf = (path: string) => ogImagePath(path).slice('/og/'.length, -'.png'.length);
export const getStaticPaths = () =>
  routes.map((route) => ({ params: { image: fileOf(route.path) }, props: { route } }));

const font = (weight: 400 | 700) => ({
  name: 'Figtree',
  weight,
  style: 'normal' as const,
  data: readFileSync(`node_modules/@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`),
});
let fonts: ReturnType<typeof font>[] | undefined;

export const GET: APIRoute = async ({ props }) => {
  fonts ??= [font(400), font(700)];
  const svg = await satori(createElement(OgCard, { route: props.route }), { width: 1200, height: 630, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
