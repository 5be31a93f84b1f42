/**
 * A drawing for an industry that has none yet. The 18 industries have their own scenes
 * (public/illustrations/industries/<slug>.svg and <slug>-call.svg, drawn by `npm run scenes`); an industry added
 * in the editor has only its content file. Until its scenes are drawn (docs/editing.md says how to ask for them),
 * it gets a designed stand-in in its colours (its file's `tint`, src/content/industry-tints.ts): a phone ringing
 * with sound waves on the scene's grid (640 x 480, the lower left kept clear for the call card), and a close-up of
 * a call. As an Astro integration: `astro build` writes the stand-ins into the output (where the page finds its
 * scene at the usual address, and scripts/first-paint.mjs inlines it); `astro dev` serves them from memory.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

import { industryTintOf, industryTints } from '../src/content/industry-tints.ts';

const industriesDir = 'src/content/industries';
const drawnDir = 'public/illustrations/industries';

/**
 * The stand-in scene in a ramp's colours: `call` for the close-up (a speech bubble beside the phone).
 * @param {Record<number, string>} c
 * @param {{ call?: boolean }} [options]
 */
function fallbackScene(c, { call = false } = {}) {
  const waves = [0, 1, 2]
    .map((i) => {
      const r = 46 + i * 34;
      return `<path d="M ${356 - i * 8} ${214 - r} A ${r} ${r} 0 0 0 ${356 - i * 8} ${214 + r}" fill="none" stroke="${c[400]}" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
    })
    .join('');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 448 + (i % 6) * 26;
    const y = 380 + Math.floor(i / 6) * 22;
    return `<circle cx="${x}" cy="${y}" r="4" fill="${c[200]}"/>`;
  }).join('');
  const bubble = call
    ? `<rect x="36" y="56" width="170" height="92" rx="24" fill="#fff" stroke="${c[600]}" stroke-width="5"/><path d="M 176 144 l 26 30 l -4 -32 z" fill="#fff" stroke="${c[600]}" stroke-width="5" stroke-linejoin="round"/><rect x="64" y="86" width="112" height="10" rx="5" fill="${c[400]}"/><rect x="64" y="108" width="76" height="10" rx="5" fill="${c[200]}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><rect width="640" height="480" fill="${c[50]}"/><circle cx="470" cy="200" r="168" fill="${c[100]}"/><circle cx="560" cy="70" r="40" fill="${c[200]}"/>${dots}${waves}<g transform="rotate(-12 470 214)"><rect x="402" y="84" width="136" height="260" rx="28" fill="#fff" stroke="${c[600]}" stroke-width="6"/><rect x="418" y="112" width="104" height="186" rx="10" fill="${c[100]}"/><rect x="448" y="96" width="44" height="6" rx="3" fill="${c[600]}"/><circle cx="470" cy="322" r="11" fill="none" stroke="${c[600]}" stroke-width="5"/><path d="M 446 190 c 0 -16 48 -16 48 0 l -8 14 l -10 -4 l 0 -8 c -4 -2 -8 -2 -12 0 l 0 8 l -10 4 z" fill="${c[700]}"/><rect x="438" y="232" width="64" height="8" rx="4" fill="${c[400]}"/><rect x="450" y="250" width="40" height="8" rx="4" fill="${c[200]}"/></g>${bubble}</svg>\n`;
}

/**
 * Every industry with no drawn scene, with its stand-ins: `{ '<slug>.svg': svg, '<slug>-call.svg': svg }`.
 * @param {string} root
 */
function missingScenes(root = process.cwd()) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of readdirSync(join(root, industriesDir))) {
    if (!name.endsWith('.yaml')) continue;
    const slug = name.slice(0, -'.yaml'.length);
    const data = /** @type {{ tint?: string } | null} */ (
      yaml.load(readFileSync(join(root, industriesDir, name), 'utf8'))
    );
    const ramp = industryTints[/** @type {keyof typeof industryTints} */ (industryTintOf(slug, data?.tint))];
    if (!existsSync(join(root, drawnDir, `${slug}.svg`))) files[`${slug}.svg`] = fallbackScene(ramp);
    if (!existsSync(join(root, drawnDir, `${slug}-call.svg`)))
      files[`${slug}-call.svg`] = fallbackScene(ramp, { call: true });
  }
  return files;
}

export default function sceneFallbacks() {
  return {
    name: 'pm-scene-fallbacks',
    hooks: {
      /** @param {{ updateConfig: (config: Record<string, unknown>) => void }} options */
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'pm-scene-fallbacks-dev',
                /** @param {{ middlewares: { use: (fn: (req: any, res: any, next: () => void) => void) => void } }} server */
                configureServer(server) {
                  server.middlewares.use((req, res, next) => {
                    const m = /^\/illustrations\/industries\/([a-z0-9-]+(?:-call)?\.svg)$/.exec(req.url ?? '');
                    const svg = m ? missingScenes()[m[1]] : undefined;
                    if (!svg) return next();
                    res.setHeader('Content-Type', 'image/svg+xml');
                    res.end(svg);
                  });
                },
              },
            ],
          },
        });
      },
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        const target = join(fileURLToPath(dir), 'illustrations', 'industries');
        mkdirSync(target, { recursive: true });
        const files = missingScenes();
        for (const [name, svg] of Object.entries(files)) writeFileSync(join(target, name), svg);
        if (Object.keys(files).length)
          console.log(`scene-fallbacks: stand-in drawings for ${Object.keys(files).join(', ')} (no scene drawn yet)`);
      },
    },
  };
}
