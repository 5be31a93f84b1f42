/**
 * `node:fs` and `node:path` in the editor's preview (the browser), for the one schema rule that asks the file
 * system (src/schemas/common.ts: a story's industry must have a file): the answer comes from the content files
 * bundled with the editor. scripts/cms.mjs points both modules here in the editor's build only.
 */
import { contentTexts } from './astro-content';

export const join = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/');

export const existsSync = (path: string) => path.replace(/^\/+/, '/') in contentTexts;
