import { writeFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { createServer } from 'vite';

async function loadAll(env) {
  Object.assign(process.env, env);
  const server = await createServer({
    configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom',
    resolve: { alias: { '@': new URL('../../src', import.meta.url).pathname } }, optimizeDeps: { noDiscovery: true, include: [] },
  });
  const out = {};
  for (const s of ['privacy-policy', 'terms-of-service', 'cookie-policy', 'accessibility'])
    out[s] = (await server.ssrLoadModule(`/src/content/pages/legal/${s}.ts`)).page;
  const { routes } = await server.ssrLoadModule('/src/content/routes.ts');
  await server.close();
  return { pages: out, routes };
}
const off = await loadAll({ SITE_ANALYTICS_DOMAIN: '' });
const HOST = 'stats.example.org';
const on = await loadAll({ SITE_ANALYTICS_DOMAIN: 'example.com', SITE_ANALYTICS_ENDPOINT: `https://${HOST}/api/event` });
const dump = (d) => yaml.dump(d, { lineWidth: -1, noRefs: true, quotingType: "'" });
const md = (p) => {
  const parts = [...p.intro];
  for (const s of p.sections) {
    parts.push(`## ${s.heading}`, ...s.paragraphs);
    if (s.list) parts.push(s.list.map((l) => `- ${l}`).join('\n'));
  }
  return parts.join('\n\n').replaceAll(HOST, '{host}') + '\n';
};
let order = 0;
for (const [slug, a] of Object.entries(off.pages)) {
  const b = on.pages[slug];
  const r = off.routes.find((x) => x.path === a.path);
  const fm = { title: a.title };
  if (r.label !== a.title) fm.label = r.label;
  Object.assign(fm, { order: ++order, meta: a.meta, eyebrow: a.eyebrow, summary: a.summary, lastUpdated: a.lastUpdated, questions: a.questions });
  if (r.title !== a.title) throw new Error(`title ${slug}`);
  const w = {};
  if (b.summary !== a.summary) w.summary = b.summary;
  const offSections = new Map(a.sections.map((s) => [s.heading, s]));
  const replace = [];
  for (const s of b.sections) {
    const o = offSections.get(s.heading);
    if (!o) { (w.sections ??= []).push(s.heading); continue; }
    for (const k of ['paragraphs', 'list']) (s[k] ?? []).forEach((t, i) => { if (t !== o[k][i]) replace.push({ text: o[k][i], with: t }); });
  }
  if (replace.length) w.replace = replace;
  if (Object.keys(w).length) fm.withAnalytics = w;
  const header = Object.keys(w).length
    ? ''
    : '';
  writeFileSync(`src/content/legal/${slug}.md`, `---\n${dump(fm)}---\n\n${md(b)}`);
  console.log(slug, JSON.stringify(w).slice(0, 200));
}
