/**
 * A Vite plugin for the content files the site's code imports directly (not through the content collections):
 * - a YAML file becomes an ES module with one named export per top-level key (a bundle keeps only the keys it
 *   imports) and a default export with all of it: the site-wide words (src/content/site/*.yaml) that server and
 *   browser code read synchronously (src/lib/labels.ts, ui-words.ts, navigation.ts);
 * - `virtual:pm/content-index`: every page's listing fields (scripts/content-index.mjs), for the route registry.
 * Used by astro.config.mjs and vitest.config.mts. The content collections (src/content.config.ts) validate the
 * same files.
 */
import { join } from 'node:path';
import yaml from 'js-yaml';

import { indexedFolders, readContentIndex } from './content-index.mjs';

const indexId = 'virtual:pm/content-index';

const yamlFile = /\.ya?ml$/;
const identifier = /^[A-Za-z_$][\w$]*$/;
const reserved = new Set(['default', 'class', 'const', 'delete', 'enum', 'export', 'function', 'import', 'new']);

/** The module's source for one YAML document (exported for the unit test). */
export function yamlToModule(source, file) {
  const data = yaml.load(source, { filename: file }) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) return `export default ${JSON.stringify(data)};\n`;
  const named = Object.keys(data).filter((k) => identifier.test(k) && !reserved.has(k));
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !named.includes(k)));
  return [
    ...named.map((k) => `export const ${k} = ${JSON.stringify(data[k])};`),
    `export default { ${[...named, `...${JSON.stringify(rest)}`].join(', ')} };`,
    '',
  ].join('\n');
}

export default function yamlData() {
  return {
    name: 'pm-yaml-data',
    enforce: 'pre',
    resolveId(id) {
      return id === indexId ? `\0${indexId}` : null;
    },
    load(id) {
      if (id !== `\0${indexId}`) return null;
      const index = readContentIndex();
      return Object.entries(index)
        .map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`)
        .join('\n');
    },
    // `astro dev`: a content file saved → the index is read again and the pages using it reload.
    configureServer(server) {
      const folders = indexedFolders.map((f) => join(process.cwd(), 'src', 'content', f));
      server.watcher.on('all', (_, file) => {
        if (!folders.some((f) => file.startsWith(f))) return;
        for (const env of Object.values(server.environments ?? {})) {
          const mod = env.moduleGraph?.getModuleById(`\0${indexId}`);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      });
    },
    transform(source, id) {
      const file = id.split('?')[0];
      if (!yamlFile.test(file)) return null;
      try {
        return { code: yamlToModule(source, file), map: null };
      } catch (e) {
        this.error(`${file}: ${e instanceof Error ? e.message : e}`);
      }
    },
  };
}
