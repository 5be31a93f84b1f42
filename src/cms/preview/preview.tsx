/**
 * The editor's preview pane draws the page itself: the entry as the marketer is editing it, turned into the data
 * a save would write (src/cms/formats.ts), checked with the collection's schema as the build checks it, and drawn
 * by the site's own template (./pages.tsx) in the site's stylesheet (admin.ts registers it). A rule the entry
 * breaks shows at the top, in the editor's field labels and the build's words (src/lib/content-labels.ts), and the
 * page is drawn with the last saved value of each field at fault. A Markdown text comes from the editor's own
 * rendering of it (`widgetFor('body')`). Islands show their first state.
 *
 * Sveltia CMS renders a preview template with its own copy of React; the page is drawn with the site's React, in a
 * root of its own inside the preview's frame, so the templates' hooks run under the React that compiled them.
 */
import { registerPreviewTemplate } from '@sveltia/cms';
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { labelOf, plainly, type Issue } from '@/lib/content-labels';

import type { CmsBundle, CmsCollection } from '../config';
import type { CmsField } from '../fields';
import { savedData, type FileFormat } from '../formats';
import { collectionBases, contentTexts, fileData } from './astro-content';
import { pageFor } from './pages';

type Path = readonly PropertyKey[];
type Data = Record<string, unknown>;
type Schema = { safeParse: (d: unknown) => { success: boolean; data?: unknown; error?: { issues: Issue[] } } };

interface SveltiaEntry {
  data: Data;
  path?: string;
  slug?: string;
  collection: string;
}

interface PreviewProps {
  entry: { toJS: () => SveltiaEntry };
  widgetFor: (name: string) => ReactNode;
  document: Document;
}

/** The content collection and id of a file (`src/content/pages/company/values.yaml` is pages, company/values). */
function locate(file: string): { collection: string; id: string } | undefined {
  for (const [collection, { base, only }] of Object.entries(collectionBases)) {
    if (!file.startsWith(base.slice(1))) continue;
    const id = file.slice(base.length - 1).replace(/\.(ya?ml|md|json)$/, '');
    if (!only || id === only) return { collection, id };
  }
  return undefined;
}

const isObject = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);
const getAt = (v: unknown, path: Path) => path.reduce<unknown>((x, k) => (x as Data | undefined)?.[k as string], v);

/** Puts back the last saved value at `path` (or removes the key when the file had none). */
function restore(data: Data, original: Data, path: Path) {
  const parent = getAt(data, path.slice(0, -1));
  const key = path.at(-1) as string;
  if (!isObject(parent) && !Array.isArray(parent)) return;
  const was = getAt(original, path);
  if (was === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else (parent as Data)[key] = structuredClone(was);
}

/**
 * The entry through its schema. When it breaks a rule: the issues, and the data with each faulty field's last
 * saved value (widening to the enclosing field when that is not enough), so the page can still be drawn.
 */
function check(schema: Schema, draft: Data, original: Data | undefined) {
  const first = schema.safeParse(draft);
  if (first.success) return { parsed: first.data, issues: [] as Issue[] };
  const issues = first.error!.issues;
  if (!original) return { parsed: undefined, issues };
  let data = structuredClone(draft);
  const tried = new Map<string, number>();
  for (let round = 0; round < 30; round++) {
    const result = schema.safeParse(data);
    if (result.success) return { parsed: result.data, issues };
    for (const issue of result.error!.issues) {
      let path: Path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys![0]!] : issue.path;
      const seen = tried.get(path.join('.')) ?? 0;
      tried.set(path.join('.'), seen + 1);
      path = path.slice(0, Math.max(0, path.length - seen));
      if (!path.length) data = structuredClone(original);
      else restore(data, original, path);
    }
  }
  return { parsed: undefined, issues };
}

/** The top-level blocks of the editor's rendering of a Markdown text, as HTML. */
function bodyHtml(el: HTMLElement | null): string {
  if (!el) return '';
  const block = 'h1,h2,h3,h4,h5,h6,p,ul,ol,blockquote,pre,table,hr';
  return [...el.querySelectorAll<HTMLElement>(block)]
    .filter((b) => !b.parentElement?.closest(block))
    .map((b) => b.outerHTML)
    .join('\n');
}

function Banner({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div
      role="alert"
      data-pm-preview-problems
      className="sticky top-0 z-50 border-b-2 border-amber-600 bg-amber-50 px-6 py-4 text-sm text-neutral-900"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

/** A template that throws (a rule only the page's own code checks) shows its message instead of the page. */
class Guard extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidUpdate(prev: { children: ReactNode }) {
    if (this.state.error && prev.children !== this.props.children) this.setState({ error: undefined });
  }
  render() {
    return this.state.error ? (
      <Banner title="The page cannot be drawn as it is:" lines={[this.state.error.message]} />
    ) : (
      this.props.children
    );
  }
}

/** A Markdown file's entry: its text is drawn by the editor, then copied into the page. */
const hasBody = (props: PreviewProps) => {
  const { path, collection } = props.entry.toJS();
  return path ? path.endsWith('.md') : ['blog', 'legal'].includes(collection);
};

/** What the preview needs of the editor's configuration: each collection's fields and file format. */
function previewTemplate(bundle: CmsBundle) {
  const byName = new Map(bundle.config.collections.map((c) => [c.name, c]));
  const formatOf = (c: CmsCollection, file?: string) => {
    const name = (file && c.files?.find((f) => f.file === file)?.format) ?? c.format;
    return name ? (bundle.formats[name] as FileFormat | undefined) : undefined;
  };
  const fieldsOf = (c: CmsCollection, file?: string): CmsField[] | undefined =>
    (c.files?.find((f) => f.file === file)?.fields as CmsField[] | undefined) ?? (c.fields as CmsField[] | undefined);

  return class PagePreview extends Component<PreviewProps> {
    private mount: HTMLElement | null = null;
    private body: HTMLElement | null = null;
    private root: Root | undefined;
    private observer: MutationObserver | undefined;
    private drawn = 0;

    componentDidMount() {
      void this.draw();
    }
    componentDidUpdate() {
      void this.draw();
    }
    componentWillUnmount() {
      this.observer?.disconnect();
      const root = this.root;
      queueMicrotask(() => root?.unmount());
    }

    private setBody = (el: HTMLElement | null) => {
      this.observer?.disconnect();
      this.body = el;
      if (!el) return;
      this.observer = new MutationObserver(() => void this.draw());
      this.observer.observe(el, { childList: true, subtree: true, characterData: true });
    };

    private async draw() {
      const turn = ++this.drawn;
      if (!this.mount) return;
      const entry = this.props.entry.toJS();
      const c = byName.get(entry.collection);
      const cmsFile = c?.files?.find((f) => f.file === entry.path)?.file;
      const file = entry.path || (c?.folder ? `${c.folder}/${entry.slug || 'new-page'}.${c.extension}` : '');
      const where = locate(file);
      const format = c && formatOf(c, cmsFile);
      const { collections } = await import('@/content.config');
      const schema = where && (collections as unknown as Record<string, { schema: Schema }>)[where.collection]?.schema;
      if (!c || !where || !format || !schema) return;
      // A Markdown file's text is not part of its data (the schema reads the front matter).
      const saved = savedData(entry.data, format);
      const { body, ...front } = saved;
      const draft = format.kind === 'frontmatter' ? front : saved;
      const text = contentTexts[`/${file}`];
      const original = text === undefined ? undefined : fileData(file, text).data;
      const { parsed, issues } = check(schema, draft, original);
      const fields = fieldsOf(c, cmsFile);
      const lines = issues.map((i) => `${labelOf(fields, draft, i.path)}: ${plainly(i, draft)}`);
      let page: ReactNode;
      try {
        page =
          parsed === undefined
            ? undefined
            : await pageFor({
                ...where,
                filePath: file,
                data: parsed,
                body: format.kind === 'frontmatter' && typeof body === 'string' ? body : undefined,
                html: bodyHtml(this.body),
              });
      } catch (e) {
        lines.push((e as Error).message);
      }
      if (turn !== this.drawn || !this.mount) return;
      this.root ??= createRoot(this.mount);
      this.root.render(
        <>
          {lines.length > 0 && (
            <Banner
              title={
                page
                  ? 'The site will not build with this page as it is. Until it is fixed, the preview shows the last saved value of:'
                  : 'The site will not build with this page as it is:'
              }
              lines={lines}
            />
          )}
          <Guard>{page}</Guard>
        </>,
      );
    }

    render() {
      return (
        <>
          <div data-pm-page ref={(el) => void (this.mount = el)} />
          {hasBody(this.props) && (
            <div hidden ref={this.setBody}>
              {this.props.widgetFor('body')}
            </div>
          )}
        </>
      );
    }
  };
}

/**
 * Registers the page preview for every collection and file that holds pages (a file collection's preview is
 * looked up by the file's name, a folder collection's by its name). The business details and the site-wide words
 * keep the editor's list of fields.
 */
export function registerPreviews(bundle: CmsBundle) {
  const Preview = previewTemplate(bundle);
  for (const c of bundle.config.collections) {
    if (c.name === 'settings' || c.name === 'site') continue;
    if (c.folder) registerPreviewTemplate(c.name, Preview as never);
    for (const f of c.files ?? []) registerPreviewTemplate(f.name, Preview as never);
  }
}
