/**
 * The CMS configuration (Sveltia CMS, /admin/), generated at build time from the content collections
 * (src/content.config.ts) and their schemas: every collection becomes a CMS collection over the same files, and
 * every schema field a CMS field (src/cms/fields.ts). The `pages` collection is a union on `template`: each
 * template is its own CMS collection over src/content/pages/**, filtered by that value. Read on the server only (it reads the content folder); the page hands the result to the browser
 * as JSON. tests/unit/cms-config.test.ts ties it to the schemas and the files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';

import { collections } from '@/content.config';
import { overviewSections, pathOf } from '@/lib/route-list';
import { site } from '@/lib/settings';

import { def, fieldsOf, humanize, objectOf, unwrap, type CmsField, type FieldContext } from './fields';
import { originalField, parseFile, type FileFormat, type PrettierOptions } from './formats';

type CollectionName = keyof typeof collections;

/** Where each collection's files are, and how the editor lists them. */
interface Place {
  label: string;
  description: string;
  /** A folder of entries (one file each), or one file. */
  folder?: string;
  file?: string;
  extension: 'yaml' | 'md' | 'json';
  /** Entries may be added (and removed) in the editor. */
  create?: boolean;
  /** Uploaded images go here (served by the site from the matching public path). */
  media?: { folder: string; public: string };
}

export const places: Record<CollectionName, Place> = {
  industries: {
    label: 'Industries',
    description:
      'The industry pages (/industries/…), each also shown as /products/pocket-mentor/…. A new one appears in the Industries menu, the sitemap and the search.',
    folder: 'src/content/industries',
    extension: 'yaml',
    create: true,
  },
  solutions: {
    label: 'Solutions',
    description:
      'The solution pages (/solutions/…): business types and roles. A new one appears in the Solutions menu, the sitemap and the search.',
    folder: 'src/content/solutions',
    extension: 'yaml',
    create: true,
  },
  pages: {
    label: 'Pages',
    description: 'Every other page, by its path (pages/company/values.yaml is /company/values).',
    folder: 'src/content/pages',
    extension: 'yaml',
  },
  overviews: {
    label: 'Section overviews',
    description: 'The section overviews (/products, /industries, …): head, menu line and intro.',
    folder: 'src/content/overviews',
    extension: 'yaml',
  },
  legal: {
    label: 'Legal pages',
    description: 'Legal pages: the text in Markdown, one “##” heading per section.',
    folder: 'src/content/legal',
    extension: 'md',
  },
  blog: {
    label: 'Blog posts',
    description: 'Blog posts: the text in Markdown; the file name is the post’s address.',
    folder: 'src/content/blog',
    extension: 'md',
    create: true,
    media: { folder: 'public/images/blog', public: '/images/blog' },
  },
  events: {
    label: 'Events',
    description:
      'The events listed on /company/events, one entry each: dated today or later, an event is listed as upcoming; past or without a date, with the past highlights.',
    folder: 'src/content/events',
    extension: 'yaml',
    create: true,
  },
  news: {
    label: 'News',
    description:
      'The announcements listed on /company/newsroom, one entry each, newest first, with the blog’s posts (which need no entry here).',
    folder: 'src/content/news',
    extension: 'yaml',
    create: true,
  },
  labels: {
    label: 'Labels',
    description: 'Fixed wording inside page blocks.',
    file: 'src/content/site/labels.yaml',
    extension: 'yaml',
  },
  navigation: {
    label: 'Menus and footer',
    description: 'Menu, footer and page-name words.',
    file: 'src/content/site/navigation.yaml',
    extension: 'yaml',
  },
  ui: {
    label: 'Interface words',
    description: 'Search and link wording used by the browser’s code.',
    file: 'src/content/site/ui.yaml',
    extension: 'yaml',
  },
  settings: {
    label: 'Business details',
    description: 'Company name, phone numbers, email, postal address, community and social links.',
    file: 'src/content/settings/business.json',
    extension: 'json',
  },
};

/** Settings for production editing (SITE_CMS_* in src/lib/settings-env.mjs; docs/cms.md). */
export interface CmsSettings {
  /** The GitHub repository the site is built from, owner/name. */
  repo: string;
  branch: string;
  /** An OAuth helper (e.g. sveltia-cms-auth on Cloudflare Workers) for "Sign in with GitHub"; without it, a token. */
  authUrl?: string;
}

/** What the admin page hands to the browser: the CMS configuration, the file formats and Prettier's options. */
export interface CmsBundle {
  config: Record<string, unknown> & { collections: CmsCollection[] };
  /** The collections after which the editor's list draws a line: the ends of the menu's groups (admin.ts). */
  dividersAfter: string[];
  formats: Record<string, FileFormat & { extension: string }>;
  prettier: PrettierOptions;
}

export interface CmsCollection {
  name: string;
  label: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; format: string; fields: CmsField[] }[];
  fields?: CmsField[];
  format?: string;
  extension?: string;
  [option: string]: unknown;
}

const root = process.cwd();

/** The site's pages, sorted, for the fields that hold one (read once per configuration). */
let pageList: string[] | undefined;
const pages = () => (pageList ??= [...sitePaths()].sort());

function filesIn(folder: string, extension: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const rel = `${folder}/${name}`;
      if (statSync(join(root, rel)).isDirectory()) return filesIn(rel, extension);
      return name.endsWith(`.${extension}`) ? [rel] : [];
    });
}

/** Every content file of a collection (relative to the project). */
export const contentFiles = (p: Place) => (p.file ? [p.file] : filesIn(p.folder!, p.extension));

const formatKind = (p: Place): FileFormat['kind'] => (p.extension === 'md' ? 'frontmatter' : 'yaml');

/**
 * The settings a link may name instead of an address (`site:communityUrl`, src/lib/href.ts), as the marketer knows
 * them: what they are and where they point in this build (Business details, or the deploy's SITE_* override).
 */
const settingLinks: Record<string, string> = {
  'site:communityUrl': `the community site, ${site.communityUrl}`,
  'site:autismInitiativeUrl': `the autism initiative's site, ${site.autismInitiativeUrl}`,
};

const optionLabel = (value: string) => {
  const what = settingLinks[value];
  return what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} (${value})` : undefined;
};

/** A hint with each setting it names followed by what it points to. */
const explain = (hint: string) =>
  hint.replace(/\bsite:\w+/g, (ref: string) => (settingLinks[ref] ? `${ref} (${settingLinks[ref]})` : ref));

/** Every page the site builds, by its path (no trailing slash), from the content files alone. */
export function sitePaths(
  files = Object.fromEntries(Object.entries(places).map(([c, p]) => [c, contentFiles(p)])) as Record<
    CollectionName,
    string[]
  >,
): Set<string> {
  const id = (c: CollectionName, f: string) => f.slice(places[c].folder!.length + 1, -`.${places[c].extension}`.length);
  return new Set([
    ...files.pages.map((f) => pathOf(id('pages', f))),
    ...overviewSections.map((s) => `/${s}`),
    ...files.industries.flatMap((f) => [
      `/industries/${id('industries', f)}`,
      `/products/pocket-mentor/${id('industries', f)}`,
    ]),
    ...files.solutions.map((f) => `/solutions/${id('solutions', f)}`),
    ...files.legal.map((f) => `/legal/${id('legal', f)}`),
    ...files.blog.map((f) => `/blog/${id('blog', f)}`),
  ]);
}

/** A file's data. */
const readData = (file: string, p: Place) => {
  const { [originalField]: _text, ...data } = parseFile(readFileSync(join(root, file), 'utf8'), {
    kind: formatKind(p),
  });
  return data;
};

/** The entry fields of one schema, with the Markdown body. */
function entryFields(name: string, schema: z.core.$ZodType, p: Place) {
  const ctx: FieldContext = {
    path: name,
    displayField,
    pages: [...pages()],
    optionLabel,
    explain,
  };
  const fields = fieldsOf(schema, ctx) ?? [];
  if (p.extension === 'md')
    fields.push({ name: 'body', label: 'Text', widget: 'markdown', hint: 'Markdown: “## ” starts a section.' });
  // The file as it was read, carried from load to save for its key order and comments (src/cms/formats.ts).
  fields.push({ name: originalField, label: 'Original', widget: 'hidden' });
  return fields;
}

/** The field that names an entry of a collection in a relation's list (`name` for industries). */
function displayField(collection: string): string {
  const schema = collections[collection as CollectionName]?.schema;
  const shape = schema ? (def(objectOf(schema as z.core.$ZodType)).shape ?? {}) : {};
  return ['name', 'title', 'label'].find((k) => k in shape) ?? '{{slug}}';
}

/** A page in a list of files: its name and its path on the site (`Our Values (/company/values)`). */
function pageLabel(file: string, p: Place): string {
  const path = file.slice(p.folder!.length, -`.${p.extension}`.length).replace(/\/index$/, '') || '/';
  const data = readData(file, p) as { nav?: { title?: string }; meta?: { title?: string }; title?: string };
  const name = data.nav?.title ?? data.title ?? data.meta?.title?.replace(/ \| .*$/, '');
  return name ? `${name} (${path})` : path;
}

/** The list's line for an entry: its name, title or menu title. */
function summaryFor(fields: CmsField[]): string {
  const top = (n: string) => fields.find((f) => f.name === n);
  for (const k of ['name', 'title']) if (top(k)) return `{{${k}}}`;
  for (const k of ['nav', 'meta']) if (top(k)?.fields?.some((f) => f.name === 'title')) return `{{${k}.title}}`;
  return '{{slug}}';
}

/**
 * The sections of the site's menu, in its order (src/content/site/navigation.yaml names them), and the folders of
 * src/content/pages/ whose composed pages a marketer may add to: a new file there is a new page in that section's
 * menu, the sitemap and the search (the route registry reads the folder).
 */
const menuOrder = [
  'products',
  'industries',
  'solutions',
  'customers',
  'services',
  'company',
  'partners',
  'resources',
] as const;
const composedSections = new Set(['products', 'customers', 'services', 'company', 'partners', 'resources']);

/** What a new entry of each creatable collection is called in the editor (its “New …” button). */
const singular: Record<string, string> = {
  industries: 'industry',
  solutions: 'solution',
  blog: 'blog post',
  events: 'event',
  news: 'news item',
};

/** The section names as the menu shows them. */
const sectionNames = (
  readData('src/content/site/navigation.yaml', places.navigation) as {
    sectionNames: Record<string, string>;
  }
).sectionNames;

/** A file's id in its folder: `company/values` for src/content/pages/company/values.yaml. */
const idIn = (file: string, p: Place) => file.slice(p.folder!.length + 1, -`.${p.extension}`.length);

/**
 * The collections of the CMS, grouped the way the site's menu is: the business details; the home page; each
 * section of the menu with its pages (a list a marketer can add to) and, next to it, its overview and the pages of
 * it that have a layout of their own; then the other pages, the legal pages and the site-wide words. Each entry is
 * listed by its page's title.
 */
function cmsCollections(formats: CmsBundle['formats'], dividersAfter: string[] = []): CmsCollection[] {
  const built = new Map<string, CmsCollection>();
  const site: NonNullable<CmsCollection['files']> = [];
  const pageFiles: Record<string, NonNullable<CmsCollection['files']>> = {};
  for (const [name, collection] of Object.entries(collections) as [CollectionName, { schema: unknown }][]) {
    const p = places[name];
    const schema = collection.schema as z.core.$ZodType;
    const files = contentFiles(p);
    // JSON files (the business details) have a format of their own (src/cms/json-format.ts, registered by admin.ts).
    const json = p.extension === 'json';
    const format = json ? 'pm-json' : `pm-${formatKind(p)}`;
    if (!json) formats[format] = { kind: formatKind(p), extension: p.extension };
    if (p.file) {
      const file = {
        name,
        label: p.label,
        file: p.file,
        format,
        fields: entryFields(name, schema, p),
      };
      // The business details are settings, not words: a collection of their own, first in the list.
      if (name === 'settings')
        built.set('settings', { name, label: p.label, description: p.description, files: [file] });
      else site.push(file);
      continue;
    }
    const base = {
      label: p.label,
      description: p.description,
      folder: p.folder,
      extension: p.extension,
      format,
      slug: '{{slug}}',
      create: Boolean(p.create),
      delete: Boolean(p.create),
      ...(singular[name] ? { label_singular: singular[name] } : {}),
      ...(p.media ? { media_folder: `/${p.media.folder}`, public_folder: p.media.public } : {}),
    };
    const d = def(unwrap(schema).schema);
    if (d.type === 'union' && d.discriminator) {
      // A union of page types. Composed pages in a section of the menu: a list per section that a marketer can add
      // to (the new page's file is named from its menu title). Every other page (the home page, the pages with a
      // layout of their own): one entry each, with its own fields, placed with its section.
      const key = d.discriminator;
      for (const variant of d.options!) {
        const value = def(unwrap(def(variant).shape![key]!).schema).values![0] as string;
        const matching = files.filter((f) => readData(f, p)[key] === value);
        if (!matching.length && value !== 'composed') continue;
        const fields = entryFields(`${name}[${key}=${value}]`, variant, p);
        if (value === 'composed') {
          for (const section of composedSections) {
            const label = sectionNames[section] ?? humanize(section);
            built.set(`${name}-${section}`, {
              ...base,
              name: `${name}-${section}`,
              label,
              label_singular: `${label} page`,
              description: `The pages under /${section}. A new page appears in the ${label} menu, the sitemap and the search.`,
              folder: `${p.folder}/${section}`,
              filter: { field: key, value },
              create: true,
              delete: true,
              identifier_field: 'nav.title',
              summary: '{{nav.title}}',
              sortable_fields: ['nav.title', 'nav.order'],
              fields,
            });
          }
          // Composed pages outside these sections (none today) stay editable, listed by title.
          const others = matching.filter((f) => !composedSections.has(idIn(f, p).split('/')[0]!));
          if (others.length) (pageFiles.other ??= []).push(...others.map((f) => pageFile(f, p, format, fields)));
          continue;
        }
        for (const f of matching) {
          const id = idIn(f, p);
          const section = id.includes('/') ? id.split('/')[0]! : id === 'index' ? 'home' : 'other';
          (pageFiles[section] ??= []).push(pageFile(f, p, format, fields));
        }
      }
      continue;
    }
    const fields = entryFields(name, schema, p);
    if (name === 'overviews') {
      // One overview per section, placed with its section.
      for (const f of files) {
        const section = idIn(f, p);
        (pageFiles[section] ??= []).unshift({
          name: `overview--${section}`,
          label: `${sectionNames[section] ?? humanize(section)} overview (/${section})`,
          file: f,
          format,
          fields,
        });
      }
      continue;
    }
    built.set(name, { ...base, name, summary: summaryFor(fields), fields });
  }

  const out: CmsCollection[] = [];
  const take = (key: string) => {
    const c = built.get(key);
    if (c) out.push(c);
    built.delete(key);
  };
  const filesOf = (key: string, name: string, label: string, description: string) => {
    const files = pageFiles[key];
    if (files?.length) out.push({ name, label, description, files });
    delete pageFiles[key];
  };
  // A line in the list after each group: the business details and home page, each section, the other pages.
  const divide = () => {
    const last = out.at(-1)?.name;
    if (last && dividersAfter.at(-1) !== last) dividersAfter.push(last);
  };
  take('settings');
  filesOf('home', 'pages-home', 'Home page', 'The home page (/).');
  divide();
  for (const section of menuOrder) {
    const label = sectionNames[section] ?? humanize(section);
    take(section);
    take(`pages-${section}`);
    // The company's lists of events and news sit with its pages.
    if (section === 'company') for (const list of ['events', 'news']) take(list);
    const more = (pageFiles[section] ?? []).length > 1;
    filesOf(
      section,
      `pages-${section}-more`,
      more ? `${label}: overview and more` : `${label} overview`,
      `The ${label} section's overview page (/${section})${more ? ' and its pages with a layout of their own' : ''}.`,
    );
    divide();
  }
  // The other pages, each by itself, in the menu's order (community, blog with its posts, contact), then the
  // legal pages, the search page and the page shown for an address that does not exist.
  const single = (id: string, label: string) => {
    const f = pageFiles.other?.find((x) => x.name === id);
    if (f) out.push({ name: `pages-${id}`, label, description: f.label, files: [f] });
    pageFiles.other = (pageFiles.other ?? []).filter((x) => x !== f);
  };
  single('community', `${sectionNames.community ?? 'Community'} page`);
  single('blog', `${sectionNames.blog ?? 'Blog'} page`);
  take('blog');
  single('contact', `${sectionNames.contact ?? 'Contact'} page`);
  take('legal');
  single('search', `${sectionNames.search ?? 'Search'} page`);
  single('404', 'Page not found (404)');
  for (const f of pageFiles.other ?? []) out.push({ name: `pages-${f.name}`, label: f.label, files: [f] });
  delete pageFiles.other;
  for (const key of Object.keys(pageFiles)) filesOf(key, `pages-${key}`, humanize(key), `The ${key} pages.`);
  for (const key of [...built.keys()]) take(key);
  divide();
  if (site.length)
    out.push({
      name: 'site',
      label: 'Site-wide words',
      description: 'Menus and footer, the fixed labels in page blocks, interface wording: one file each.',
      files: site,
    });
  return out;
}

/** A page as one entry of a list of files: named by its title, with its path (`Our Values (/company/values)`). */
function pageFile(file: string, p: Place, format: string, fields: CmsField[]) {
  return { name: idIn(file, p).replace(/\//g, '--'), label: pageLabel(file, p), file, format, fields };
}

/** The project's Prettier options for YAML and Markdown (.prettierrc.json), so a save passes `npm run lint`. */
function prettierOptions(): PrettierOptions {
  // A copy of the sources without it (the content-build tests build one) formats with Prettier's defaults.
  const file = join(root, '.prettierrc.json');
  const rc = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, unknown>;
  const { singleQuote, printWidth, proseWrap } = rc as PrettierOptions;
  return { singleQuote, printWidth, proseWrap };
}

export function cmsBundle(settings: CmsSettings): CmsBundle {
  pageList = undefined;
  const formats: CmsBundle['formats'] = {};
  const dividersAfter: string[] = [];
  const collectionsOut = cmsCollections(formats, dividersAfter);
  return {
    config: {
      load_config_file: false,
      app_title: 'Pocket Mentor content',
      logo_url: '/icon.svg',
      backend: {
        name: 'github',
        repo: settings.repo,
        branch: settings.branch,
        ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
        commit_messages: {
          create: 'Content: add {{collection}} “{{slug}}”',
          update: 'Content: edit {{collection}} “{{slug}}”',
          delete: 'Content: delete {{collection}} “{{slug}}”',
          uploadMedia: 'Content: upload “{{path}}”',
          deleteMedia: 'Content: delete “{{path}}”',
        },
      },
      // Drafts and review (docs/cms.md): on GitHub a save is a draft on a branch of its own with a pull request,
      // which the host builds as a preview deploy; "Publish" merges it. Editing the local repository (`npm run cms`)
      // has no drafts: a save writes the file.
      publish_mode: 'editorial_workflow',
      media_folder: 'public/images/uploads',
      // Images come from the project's own folders only: the stock-photo services (Pexels, Pixabay, Unsplash) are
      // other hosts, refused by the editor's Content-Security-Policy, and their pictures would be hot-linked.
      media_libraries: { stock_assets: false },
      public_folder: '/images/uploads',
      // An optional field left empty is left out of the file (the schemas reject an empty string).
      output: { omit_empty_optional_fields: true },
      collections: collectionsOut,
    },
    formats,
    dividersAfter,
    prettier: prettierOptions(),
  };
}
