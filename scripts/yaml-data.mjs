/**
 * A Vite plugin that turns a YAML content file into an ES module: one named export per top-level key (so a
 * bundle keeps only the keys it imports: the mobile menu takes an industry's `name`, not its whole page) and a
 * default export with all of it. Used by astro.config.mjs and vitest.config.mts for the site-wide lists that
 * server and browser code read synchronously (src/lib/content/); pages themselves come from the content
 * collections (src/content.config.ts), which validate the same files.
 */
import yaml from 'js-yaml';

const yamlFile = /\.ya?ml$/;
const identifier = /^[A-Za-z_$][\w$]*$/;
const reserved = new Set(['default', 'class', 'const', 'delete', 'enum', 'export', 'function', 'import', 'new']);

/**
 * The module's source for one YAML document (exported for the unit test). `always`: names exported even when a
 * file leaves them out (as undefined), so a glob import of an optional field (`import: 'menuLine'`) links.
 */
export function yamlToModule(source, file, always = []) {
  const data = yaml.load(source, { filename: file }) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) return `export default ${JSON.stringify(data)};\n`;
  for (const k of always) if (!(k in data)) data[k] = undefined;
  const named = Object.keys(data).filter((k) => identifier.test(k) && !reserved.has(k));
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !named.includes(k)));
  return [
    ...named.map((k) => `export const ${k} = ${data[k] === undefined ? 'undefined' : JSON.stringify(data[k])};`),
    `export default { ${[...named, `...${JSON.stringify(rest)}`].join(', ')} };`,
    '',
  ].join('\n');
}

/** `always`: field names every YAML module exports, set or not (the optional fields the registry globs). */
export default function yamlData({ always = ['menuLine', 'nav'] } = {}) {
  return {
    name: 'pm-yaml-data',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0];
      if (!yamlFile.test(file)) return null;
      try {
        return { code: yamlToModule(source, file, always), map: null };
      } catch (e) {
        this.error(`${file}: ${e instanceof Error ? e.message : e}`);
      }
    },
  };
}
