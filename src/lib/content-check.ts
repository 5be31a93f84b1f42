/**
 * The gate for the owner's edits: every content file against its collection's schema, and every internal link
 * (in any field, in Markdown text, in menus and the footer) against the pages the site builds. Each problem is
 * told in the editor's words: the file, the field as the editor (/admin/) labels it, and what to do, e.g.
 *   src/content/site/navigation.yaml
 *     Header actions › Tour › Href: /contact-us is not a page of this site — did you mean /contact?
 * `astro build` runs it before anything else (scripts/content-check.mjs) and fails on a problem; `npm run dev`
 * runs it on every save of a content file and shows the same message over the page (scripts/content-dev-check.mjs).
 * Server only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { cmsBundle, contentFiles, places, sitePaths } from '@/cms/config';
import { originalField, parseFile } from '@/cms/formats';
import { collections } from '@/content.config';

import { labelOf, plainly, type Issue } from './content-labels';

export interface Problem {
  /** The file, from the project's folder: src/content/site/navigation.yaml. */
  file: string;
  /** The field as the editor labels it: `Blocks 3 (Links) › Items 1 › Href`. */
  field: string;
  message: string;
}

type CollectionName = keyof typeof places;

/** A content file's data and its Markdown text, read as the editor reads it (src/cms/formats.ts). */
function read(file: string, text: string): { data: Record<string, unknown>; body?: string } {
  const markdown = file.endsWith('.md');
  const { [originalField]: _text, ...data } = parseFile(text, { kind: markdown ? 'frontmatter' : 'yaml' });
  if (!markdown) return { data };
  const { body, ...front } = data;
  return { data: front, body: body as string | undefined };
}

/** How many single-letter edits turn one text into the other. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The site's page closest to a mistyped path. */
export const closest = (path: string, paths: Iterable<string>) =>
  [...paths].reduce((best, p) => (distance(path, p) < distance(path, best) ? p : best));

/** A link to this site (`/company/values`, `/contact#demo`), or null for anything else. */
const internal = /^(\/[^\s#?]*)(?:[#?]\S*)?$/;

/** Whether a site path is a page, or a file the site serves (public/, or an endpoint in src/pages/). */
function exists(path: string, pages: Set<string>): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  if (pages.has(p)) return true;
  if (!/\.[a-z0-9]+$/i.test(p)) return false;
  return existsSync(join(process.cwd(), 'public', p)) || existsSync(join(process.cwd(), 'src', 'pages', `${p}.ts`));
}

/** The editor's fields of a content file (its collection's, or its page template's). */
function fieldsOfFile(file: string, data: Record<string, unknown>, bundle: ReturnType<typeof cmsBundle>) {
  for (const c of bundle.config.collections) {
    const own = c.files?.find((f) => f.file === file);
    if (own) return own.fields;
    if (c.folder && file.startsWith(`${c.folder}/`)) return c.fields;
  }
  // A page whose template has no editor collection yet: its template's fields, if another page has them.
  const template = bundle.config.collections.find((c) => c.name === `pages-${String(data.template)}`);
  return template?.files?.[0]?.fields ?? [];
}

/** Every string of a value, with its path. */
function strings(value: unknown, path: PropertyKey[] = [], out: [string, PropertyKey[]][] = []) {
  if (typeof value === 'string') out.push([value, path]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, [...path, k], out);
  return out;
}

const deadLink = (path: string, pages: Set<string>) =>
  `${path} is not a page of this site — did you mean ${closest(path, pages)}? Link to one of the site's pages, or add the page first.`;

/**
 * Every problem of the content files: schema rules broken and internal links to no page. `override` replaces
 * files' text (the tests' broken files; the dev server's file just saved).
 */
export function checkContent(override: Record<string, string> = {}): Problem[] {
  const bundle = cmsBundle({ repo: 'owner/site', branch: 'main' });
  const files = Object.fromEntries(
    (Object.keys(places) as CollectionName[]).map((c) => [c, contentFiles(places[c])]),
  ) as Record<CollectionName, string[]>;
  for (const f of Object.keys(override)) {
    const c = (Object.keys(places) as CollectionName[]).find(
      (n) => places[n].folder && f.startsWith(`${places[n].folder}/`),
    );
    if (c && !files[c].includes(f)) files[c].push(f);
  }
  const pages = sitePaths(files);
  const problems: Problem[] = [];
  for (const [name, list] of Object.entries(files) as [CollectionName, string[]][]) {
    const schema = collections[name].schema as unknown as {
      safeParse: (d: unknown) => { success: boolean; error?: { issues: Issue[] } };
    };
    for (const file of list) {
      let parsed;
      try {
        parsed = read(file, override[file] ?? readFileSync(join(process.cwd(), file), 'utf8'));
      } catch (e) {
        problems.push({ file, field: 'The file', message: `is not valid YAML: ${(e as Error).message}` });
        continue;
      }
      const { data, body } = parsed;
      const fields = fieldsOfFile(file, data, bundle);
      const result = schema.safeParse(data);
      for (const issue of result.error?.issues ?? [])
        problems.push({ file, field: labelOf(fields, data, issue.path), message: plainly(issue, data) });
      for (const [text, path] of strings(data)) {
        const link = internal.exec(text)?.[1];
        if (link && !exists(link, pages))
          problems.push({ file, field: labelOf(fields, data, path), message: deadLink(link, pages) });
      }
      // Markdown links and HTML links in the text.
      for (const m of (body ?? '').matchAll(/\]\(\s*(\/[^\s)#?]*)|href="(\/[^"#?]*)/g)) {
        const link = (m[1] ?? m[2])!;
        const line = body!.slice(0, m.index).split('\n').length;
        if (!exists(link, pages))
          problems.push({ file, field: `Text (line ${line} of the text)`, message: deadLink(link, pages) });
      }
    }
  }
  return problems;
}

/** The problems, grouped by file, as the build and the dev server print them. */
export function formatProblems(problems: Problem[]): string {
  const byFile = Map.groupBy(problems, (p) => p.file);
  return [
    `${problems.length === 1 ? 'A content file has a mistake' : `Content files have ${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? 'it is' : 'they are'} fixed (in the editor at /admin/, or in the file):`,
    ...[...byFile].map(([file, list]) => `${file}\n${list.map((p) => `  ${p.field}: ${p.message}`).join('\n')}`),
    'docs/editing.md, “When a file has a mistake”, explains the messages.',
  ].join('\n\n');
}
