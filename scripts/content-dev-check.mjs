/**
 * `astro dev` keeps serving a page's last valid content when a content file breaks mid-session, with one log
 * line. This Vite plugin (dev only) checks each content file when it is saved, against its collection's schema
 * (src/content.config.ts), and when it is broken shows the error over the page in the browser (Vite's error
 * overlay) and in red in the terminal: which file, which field, what is wrong. Saving a fixed file reloads the page.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import yaml from 'js-yaml';

/** Which collection a content file belongs to, by its folder (the loaders in src/content.config.ts). */
export function collectionOf(file) {
  const [folder, name] = file.split(sep).join('/').split('/');
  if (folder === 'site') return name?.replace(/\.ya?ml$/, '');
  return folder;
}

/** A content file's data: YAML, or a Markdown file's front matter. */
function dataOf(file, source) {
  if (!file.endsWith('.md')) return yaml.load(source, { filename: file });
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return m ? yaml.load(m[1], { filename: file }) : {};
}

/** The schema's complaints about a file, one line each: `hero.tagline: must not be empty`. */
export function problemsIn(schema, data) {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(the file)'}: ${i.message}`);
}

export default function contentDevCheck() {
  return {
    name: 'pm-content-dev-check',
    apply: 'serve',
    configureServer(server) {
      const root = `${process.cwd()}${sep}src${sep}content${sep}`;
      let broken = false;
      server.watcher.on('all', async (event, file) => {
        if (!file.startsWith(root) || !/\.(ya?ml|md)$/.test(file) || event === 'unlink') return;
        const path = relative(process.cwd(), file);
        let problems;
        try {
          const { collections } = await server.ssrLoadModule('/src/content.config.ts');
          const schema = collections[collectionOf(relative(root, file))]?.schema;
          if (!schema || typeof schema === 'function') return;
          problems = problemsIn(schema, dataOf(file, readFileSync(file, 'utf8')));
        } catch (e) {
          problems = [e instanceof Error ? e.message : String(e)];
        }
        if (problems.length) {
          broken = true;
          const message = `${path} does not match its schema, so the site still shows its last good version:\n${problems.map((p) => `  ${p}`).join('\n')}\n(docs/editing.md: "When a file has a mistake")`;
          server.config.logger.error(message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message, stack: '', id: file, plugin: 'content files' } });
        } else if (broken) {
          broken = false;
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
  };
}
