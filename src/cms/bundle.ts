/**
 * The editor's script and stylesheet URLs for the admin page: from the editor's own build (scripts/cms.mjs writes
 * .astro/cms/_astro/cms/manifest.json before the pages are rendered), or, under `astro dev`, the source module,
 * which the dev server compiles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

export function cmsScript(dev: boolean): string {
  if (dev) return '/src/cms/admin.ts';
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), '.astro/cms/_astro/cms/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = manifest['src/cms/admin.ts'];
  if (!entry) throw new Error('cms: the editor bundle has no entry for src/cms/admin.ts (scripts/cms.mjs)');
  return `/_astro/cms/${entry.file}`;
}
