/**
 * `astro dev` keeps serving a page's last valid content when a content file breaks mid-session, with one log
 * line. This Vite plugin (dev only) runs the build's content check (src/lib/content-check.ts: every file against
 * its schema, every internal link against the site's pages) whenever a content file is saved, added or removed,
 * and shows its message over the page in the browser (Vite's error overlay) and in red in the terminal: the same
 * words as a failed `astro build` (the file, the field as the editor labels it, what to do). Saving the fix
 * reloads the page.
 */
import { relative, sep } from 'node:path';

export default function contentDevCheck() {
  return {
    name: 'pm-content-dev-check',
    apply: 'serve',
    configureServer(server) {
      const root = `${process.cwd()}${sep}src${sep}content${sep}`;
      let broken = false;
      server.watcher.on('all', async (event, file) => {
        if (!file.startsWith(root) || !/\.(ya?ml|md)$/.test(file)) return;
        let message = '';
        try {
          const { checkContent, formatProblems } = await server.ssrLoadModule('/src/lib/content-check.ts');
          const problems = checkContent();
          if (problems.length) message = formatProblems(problems);
        } catch (e) {
          message = `${relative(process.cwd(), file)}: ${e instanceof Error ? e.message : String(e)}`;
        }
        if (message) {
          broken = true;
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
