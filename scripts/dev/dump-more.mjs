import { writeFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom',
  resolve: { alias: { '@': new URL('../../src', import.meta.url).pathname } }, optimizeDeps: { noDiscovery: true, include: [] },
});
const load = (p) => server.ssrLoadModule(p);
const dump = (d) => yaml.dump(d, { lineWidth: -1, noRefs: true, quotingType: "'" });
const { overviewIntros, overviewRefs } = await load('/src/content/pages/overviews.ts');
const { routes } = await load('/src/content/routes.ts');
for (const [s, ref] of Object.entries(overviewRefs)) {
  const r = routes.find((x) => x.path === `/${s}`);
  writeFileSync(`src/content/overviews/${s}.yaml`, dump({ meta: ref.meta, blurb: r.blurb, intro: overviewIntros[s] }));
}
await server.close();
