import { existsSync } from 'node:fs';
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';

import { industryTintOf, industryTints, type TintRamp } from '@/content/industry-tints';
import { fallbackScene } from '@/lib/scene-fallback';

/**
 * Stand-in scenes for an industry added in the editor, at the address its page uses, until its own are drawn into
 * public/illustrations/industries/ (`npm run scenes`): `<slug>.svg` and `<slug>-call.svg`, for each one missing.
 */
export async function getStaticPaths() {
  const drawn = (scene: string) => existsSync(`public/illustrations/industries/${scene}.svg`);
  return (await getCollection('industries')).flatMap((e) => {
    const ramp: TintRamp = industryTints[industryTintOf(e.id, e.data.tint) as keyof typeof industryTints];
    return [
      { params: { scene: e.id }, props: { svg: fallbackScene(ramp) } },
      { params: { scene: `${e.id}-call` }, props: { svg: fallbackScene(ramp, { call: true }) } },
    ].filter((p) => !drawn(p.params.scene));
  });
}

export const GET: APIRoute = ({ props }) =>
  new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
