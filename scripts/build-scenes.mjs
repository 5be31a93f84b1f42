// Draws the site's illustrations and writes the industry tint CSS. Plain Node 24 (it imports the tint table from
// src/content/industry-tints.ts with Node's built-in type stripping). Usage: npm run scenes
//   src/styles/tints.css                          [data-tint="<slug>"] custom properties + Tailwind theme colours
//   public/illustrations/industries/<slug>.svg    one scene per industry (18)
//   public/illustrations/roles/<slug>.svg         one scene per frontline role (4)
//   public/illustrations/pages/<slug>.svg         one hero scene per composed page that has one (27)
// The drawing lives in scripts/scenes/: primitives.mjs (grid, attributes, shapes, frame), props.mjs (setting
// objects), people.mjs (phone in hand, figures), product-ui.mjs (waveform, call bubble, SMS bubble), and one module
// per family: industries.mjs, roles.mjs, pages.mjs, tints-css.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { industryTints } from '../src/content/industry-tints.ts';
import { pageSceneTints, roleSceneTints } from '../src/content/scenes.ts';
import { closeUp, closeUpFocus } from './scenes/closeups.mjs';
import { industryScenes } from './scenes/industries.mjs';
import { pageScenes } from './scenes/pages.mjs';
import { frame } from './scenes/primitives.mjs';
import { roleScenes } from './scenes/roles.mjs';
import { tintCss } from './scenes/tints-css.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every generated file: repository-relative path and content. */
export function renderAll() {
  const files = [['src/styles/tints.css', tintCss()]];
  for (const [slug, draw] of Object.entries(industryScenes)) {
    files.push([`public/illustrations/industries/${slug}.svg`, frame(industryTints[slug], draw(industryTints[slug]))]);
  }
  // Each industry's close-up (the call at work, beside its place): shown below its hero instead of the hero again.
  for (const [slug, draw] of Object.entries(industryScenes)) {
    const t = industryTints[slug];
    const sms = Object.keys(industryScenes).indexOf(slug) % 3 === 2;
    files.push([
      `public/illustrations/industries/${slug}-call.svg`,
      frame(t, closeUp(t, draw(t), closeUpFocus[slug], sms)),
    ]);
  }
  for (const [slug, tint] of Object.entries(roleSceneTints)) {
    files.push([
      `public/illustrations/roles/${slug}.svg`,
      frame(industryTints[tint], roleScenes[slug](industryTints[tint])),
    ]);
  }
  for (const [slug, tint] of Object.entries(pageSceneTints)) {
    files.push([
      `public/illustrations/pages/${slug}.svg`,
      frame(industryTints[tint], pageScenes[slug](industryTints[tint])),
    ]);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of ['industries', 'roles', 'pages'])
    mkdirSync(join(root, 'public/illustrations', dir), { recursive: true });
  for (const [file, content] of renderAll()) {
    writeFileSync(join(root, file), content);
    console.log(`${file} ${(content.length / 1024).toFixed(1)} KB`);
  }
}
