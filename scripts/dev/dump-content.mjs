// One-off: writes the TypeScript content modules out as YAML content files (content-as-data move).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import yaml from 'js-yaml';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  resolve: { alias: { '@': new URL('../../src', import.meta.url).pathname } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const load = (p) => server.ssrLoadModule(p);

function check(v, path = '') {
  if (typeof v === 'function') throw new Error(`function at ${path}`);
  if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) check(x, `${path}.${k}`);
}
function write(file, data, header = '') {
  check(data, file);
  const text = header + yaml.dump(data, { lineWidth: -1, noRefs: true, quotingType: "'" });
  if (!isDeepStrictEqual(yaml.load(text), JSON.parse(JSON.stringify(data)))) throw new Error(`round trip: ${file}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log('wrote', file);
}
const omit = (o, ...keys) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

const { routes } = await load('/src/content/routes.ts');
const route = (p) => routes.find((r) => r.path === p);
const navOf = (p, order) => {
  const r = route(p);
  const nav = { title: r.title };
  if (r.label && r.label !== r.title) nav.label = r.label;
  if (r.blurb) nav.blurb = r.blurb;
  if (order !== undefined) nav.order = order;
  return nav;
};

// Composed pages.
const composed = [
  ['/src/content/pages/products.ts', ['pocketSme', 'connectionsHr', 'poweredBy']],
  ['/src/content/pages/customers.ts', ['customerStories', 'caseStudies', 'testimonials']],
  ['/src/content/pages/services.ts', ['consulting', 'implementation', 'support', 'training']],
  ...['about-us', 'careers', 'culture-and-inclusion', 'educational-resources', 'events', 'leadership', 'newsroom', 'social-impact', 'values'].map((s) => [`/src/content/pages/company/${s}.ts`, ['page']]),
  ...['become', 'find', 'join-program', 'resources'].map((s) => [`/src/content/pages/partners/${s}.ts`, ['page']]),
  ...['documentation', 'knowledge-base', 'support-center', 'webinars'].map((s) => [`/src/content/pages/resources/${s}.ts`, ['page']]),
  ['/src/content/pages/blog.ts', ['page']],
];
for (const [mod, names] of composed) {
  const m = await load(mod);
  for (const n of names) {
    const p = m[n];
    const sectionRoutes = routes.filter((r) => r.section === route(p.path).section);
    const order = sectionRoutes.indexOf(route(p.path));
    const template = n === 'connectionsHr' ? 'connections-hr' : 'composed';
    write(`src/content/pages${p.path}.yaml`, { template, nav: navOf(p.path, order), ...omit(p, 'path') });
  }
}
await server.close();
