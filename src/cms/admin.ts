/**
 * The content editor's browser entry (/admin/ only): Sveltia CMS from its npm package, bundled by the build, so the
 * page loads nothing from another host. The configuration is generated from the schemas at build time
 * (src/cms/config.ts) and read from the page; the content files are read and written with the project's own YAML
 * and Prettier style (src/cms/formats.ts), so a save changes only what was edited.
 */
import { init, registerCustomFormat, registerPreviewStyle, type CmsConfig } from '@sveltia/cms';

import siteCss from '@/styles/globals.css?url';

import type { CmsBundle } from './config';
import { guardDates } from './date-guard';
import { formatFile, parseFile } from './formats';
import { formatJson, parseJson } from './json-format';

const bundle = JSON.parse(document.getElementById('pm-cms-config')!.textContent!) as CmsBundle;

for (const [name, format] of Object.entries(bundle.formats))
  registerCustomFormat(name, format.extension, {
    fromFile: (text) => parseFile(text, format),
    toFile: (value) => formatFile(value as Record<string, unknown>, format, bundle.prettier),
  });
registerCustomFormat('pm-json', 'json', {
  fromFile: parseJson,
  toFile: (value) => formatJson(value as Record<string, unknown>),
});

// Editing the working copy on this machine (`npm run cms`, the local repository) asks no other host: the editor's
// check of GitHub's status page, made whenever GitHub is the configured backend, is answered here as "no incident".
// On the deployed site it goes to GitHub as usual (the page's policy allows it).
if (['localhost', '127.0.0.1', '[::1]'].includes(location.hostname)) {
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).startsWith('https://www.githubstatus.com/')
      ? Promise.resolve(Response.json({ status: { indicator: 'none' } }))
      : fetch(input, init);
}

// The preview pane in the site's own stylesheet. Pages are drawn by the site's templates (./preview/, loaded after
// the editor starts); the business details and the site-wide words keep the editor's list of fields, padded.
registerPreviewStyle(siteCss);
registerPreviewStyle(
  'body { margin: 0; } body:not(:has([data-pm-page])) { padding: 1rem 1.5rem 3rem; line-height: 1.6; }',
  {
    raw: true,
  },
);

guardDates();

// The collections in the menu's groups, a line between groups (Sveltia's dividers).
const collections = bundle.config.collections.flatMap((c) =>
  bundle.dividersAfter.includes(c.name) ? [c, { name: `divider-after-${c.name}`, divider: true }] : [c],
);
void init({ config: { ...bundle.config, collections } as unknown as CmsConfig });
void import('./preview/preview').then(({ registerPreviews }) => registerPreviews(bundle));
