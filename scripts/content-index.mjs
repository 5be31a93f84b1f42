/**
 * The content files' listing fields, read once in Node: what the route registry needs to name and link every
 * page (src/lib/registry.ts), and nothing of the pages' copy. Served to the site's code as the virtual module
 * `virtual:pm/content-index` (scripts/yaml-data.mjs), so a browser bundle that builds menus carries only these,
 * and read directly by the tests (tests/lib/content.ts). The content collections validate the same files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';

/** @type {(o: Record<string, any>, keys: string[]) => any} The listed fields of a file's data (the schemas check their types). */
const pick = (o, keys) => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));

function files(dir, ext) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (ext.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** @returns {Record<string, any>} */
function read(file) {
  const source = readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return yaml.load(source, { filename: file }) ?? {};
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return m ? (yaml.load(m[1], { filename: file }) ?? {}) : {};
}

function collection(root, name, ext = /\.ya?ml$/) {
  const dir = join(root, 'src', 'content', name);
  return files(dir, ext).map((file) => ({
    id: relative(dir, file).replace(/\.(ya?ml|md)$/, ''),
    file,
    data: read(file),
  }));
}

/** Every folder the index reads: a change there changes the index. */
export const indexedFolders = ['industries', 'solutions', 'pages', 'overviews', 'legal', 'site'];

/**
 * @param {string} [root] the project's folder
 * @returns {{
 *   industries: import('../src/lib/registry').IndustryListing[];
 *   solutions: import('../src/lib/registry').SolutionListing[];
 *   pages: import('../src/lib/registry').PageListing[];
 *   overviews: { id: string; blurb: string }[];
 *   legal: import('../src/lib/registry').LegalListing[];
 * }}
 */
export function readContentIndex(root = process.cwd()) {
  return {
    industries: collection(root, 'industries').map((e) => ({
      slug: e.id,
      ...pick(e.data, ['name', 'icon', 'blurb', 'menuLine', 'ctaLabel', 'tint']),
    })),
    solutions: collection(root, 'solutions')
      .map((e) => ({ slug: e.id, ...pick(e.data, ['order', 'name', 'kind', 'icon', 'blurb', 'menuLine', 'audience']) }))
      .sort((a, b) => a.order - b.order),
    pages: collection(root, 'pages').flatMap((e) => (e.data.nav ? [{ id: e.id, nav: e.data.nav }] : [])),
    overviews: collection(root, 'overviews').map((e) => ({ id: e.id, blurb: e.data.blurb })),
    legal: collection(root, 'legal', /\.md$/)
      .map((e) => ({ id: e.id, ...pick(e.data, ['title', 'label', 'order']) }))
      .sort((a, b) => a.order - b.order),
  };
}
