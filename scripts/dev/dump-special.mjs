import { writeFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom',
  resolve: { alias: { '@': new URL('../../src', import.meta.url).pathname } }, optimizeDeps: { noDiscovery: true, include: [] },
});
const load = (p) => server.ssrLoadModule(p);
const dump = (d) => yaml.dump(d, { lineWidth: -1, noRefs: true, quotingType: "'" });
const { routes } = await load('/src/content/routes.ts');
const nav = (p) => { const r = routes.find((x) => x.path === p); const n = { title: r.title }; if (r.label && r.label !== r.title) n.label = r.label; if (r.blurb) n.blurb = r.blurb; if (r.noindex) n.noindex = true; return n; };
const specials = [
  ['index', 'home', '/src/content/pages/home.ts', 'homeRef', '/'],
  ['products/pocket-mentor', 'product', '/src/content/pages/pocket-mentor.ts', 'pocketMentorRef', '/products/pocket-mentor'],
  ['community', 'community', '/src/content/pages/community.ts', 'communityRef', '/community'],
  ['contact', 'contact', '/src/content/pages/contact.ts', 'contactRef', '/contact'],
  ['search', 'search', '/src/content/pages/search.ts', 'searchRef', '/search'],
];
for (const [id, template, mod, ref, path] of specials) {
  const m = await load(mod);
  const order = routes.filter((r) => r.section === routes.find((x) => x.path === path).section).findIndex((r) => r.path === path);
  writeFileSync(`src/content/pages/${id}.yaml`, dump({ template, nav: { ...nav(path), order }, meta: m[ref].meta }));
}
const nf = await load('/src/content/pages/not-found.ts');
writeFileSync('src/content/pages/404.yaml', dump({ template: 'not-found', meta: nf.notFoundMeta }));
await server.close();
