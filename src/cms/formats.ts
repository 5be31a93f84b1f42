/**
 * How the editor reads and writes the content files, so a save changes only what was edited. The file as it was
 * read travels with the entry in a hidden field (`_original`, never written as a key). On save, the file is parsed
 * again as a YAML document (the `yaml` package, which keeps comments, key order and each value's quoting) and
 * only the values that differ from the entry are set in it: a key the entry no longer has is removed, a key it
 * gains is added at the end of its mapping, unless its value is one the schemas read as "not set" (an unticked
 * box, an empty text or list), which the editor fills in for every field it shows. The result goes through
 * Prettier with the project's options, so `npm run lint` passes after a save. Used in the browser by the CMS
 * (src/cms/admin.ts registers these as custom file formats) and by the unit tests.
 */
import { Document, isMap, isScalar, isSeq, parse, parseDocument, Scalar, visit } from 'yaml';

/** The hidden entry field that carries the file's text from load to save (every collection has it). */
export const originalField = '_original';

export interface FileFormat {
  kind: 'yaml' | 'frontmatter';
}

/** The Prettier options that matter for YAML and Markdown (from the project's .prettierrc). */
export interface PrettierOptions {
  singleQuote?: boolean;
  printWidth?: number;
  proseWrap?: 'always' | 'never' | 'preserve';
}

/** A file's YAML (a Markdown file's front matter) and the text after it. */
function split(text: string, format: FileFormat): { yamlText: string; body?: string; bodyText?: string } {
  if (format.kind === 'yaml') return { yamlText: text };
  const m = /^---\n([\s\S]*?\n)?---\n(\n?)([\s\S]*)$/.exec(text);
  return m ? { yamlText: m[1] ?? '', body: m[3], bodyText: `${m[2]}${m[3]}` } : { yamlText: '', body: text };
}

/** YAML 1.2's core schema: an unquoted 2026-11-16 stays text, as the editor's date fields store it. */
const load = (yamlText: string) => (parse(yamlText) ?? {}) as Record<string, unknown>;

/** An entry's data from a file's text: YAML, or front matter with the Markdown text as `body`; and the text. */
export function parseFile(text: string, format: FileFormat): Record<string, unknown> {
  const { yamlText, body } = split(text, format);
  return { ...load(yamlText), ...(body === undefined ? {} : { body }), [originalField]: text };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value the schemas read as "not set": the editor writes these for fields the file leaves out. */
const unset = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === false ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.values(v).every(unset));

/** A new value without its unset keys (a block added in the editor carries every field of its type). */
function pruned(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(pruned);
  if (!isObject(v)) return v;
  return Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (unset(x) ? [] : [[k, pruned(x)]])));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A YYYY-MM-DD text is written in quotes: unquoted, the build's YAML reader takes it for a date, not a text. */
const dateLike = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/** A new node for a value, its dates quoted. */
function created(doc: Document, value: unknown): unknown {
  const node = doc.createNode(pruned(value));
  visit(node, {
    Scalar: (_, s) => {
      if (dateLike(s.value)) s.type = Scalar.QUOTE_SINGLE;
    },
  });
  return node;
}

/**
 * The node for `value`, reusing `node` where it already holds it: a mapping keeps its keys' order and comments,
 * a list its items, a text its quoting. Only what differs is replaced.
 */
function merge(doc: Document, node: unknown, value: unknown): unknown {
  const was = (node as { toJSON?: () => unknown } | null)?.toJSON?.() ?? node;
  if (same(was, value)) return node;
  if (isMap(node) && isObject(value)) {
    for (const pair of [...node.items]) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      const fileValue = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? pair.value;
      // The editor leaves an empty field out of the entry: a value the file holds as empty (`blocks: []`) stays.
      if ((!(key in value) || value[key] === undefined) && unset(fileValue) && fileValue !== null) continue;
      if (!(key in value) || value[key] === undefined || (value[key] === null && pair.value !== null))
        node.delete(pair.key);
      else pair.value = merge(doc, pair.value, value[key]) as typeof pair.value;
    }
    for (const [key, v] of Object.entries(value))
      if (!node.has(key) && !unset(v)) node.add(doc.createPair(key, created(doc, v)));
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((v, i) => (i < node.items.length ? merge(doc, node.items[i], v) : created(doc, v)));
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value;
    if (dateLike(value)) node.type = Scalar.QUOTE_SINGLE;
    return node;
  }
  return created(doc, value);
}

/** A file's text before Prettier: the file as it was, with the entry's changes. */
function serialize(value: Record<string, unknown>, format: FileFormat): string {
  const { [originalField]: original, body, ...data } = value;
  const entry = format.kind === 'yaml' && body !== undefined ? { ...data, body } : data;
  const was = typeof original === 'string' ? split(original, format) : undefined;
  const doc = parseDocument(was?.yamlText ?? '');
  doc.contents = merge(doc, doc.contents ?? doc.createNode({}), entry) as typeof doc.contents;
  const front = doc.toString({ lineWidth: 0, singleQuote: true, indentSeq: true });
  if (format.kind === 'yaml') return front;
  // An unchanged Markdown text is written back as it was.
  if (was?.bodyText !== undefined && body === was.body) return `---\n${front}---\n${was.bodyText}`;
  const text = typeof body === 'string' ? body.replace(/^\n+/, '') : '';
  return `---\n${front}---\n\n${text.endsWith('\n') || !text ? text : `${text}\n`}`;
}

/** The data a save would write (the file's data with the entry's changes, before Prettier): the preview's input. */
export function savedData(value: Record<string, unknown>, format: FileFormat): Record<string, unknown> {
  const { [originalField]: _text, ...data } = parseFile(serialize(withoutEditorKeys(value), format), format);
  return data;
}

/** A value without the editor's own bookkeeping (`__sc_item_id` on list items), which it never writes to a file. */
function withoutEditorKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEditorKeys) as T;
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !k.startsWith('__sc_'))
      .map(([k, v]) => [k, withoutEditorKeys(v)]),
  ) as T;
}

/** The file as saved: serialized, then formatted by Prettier (loaded when the first file is saved). */
export async function formatFile(
  value: Record<string, unknown>,
  format: FileFormat,
  options: PrettierOptions,
): Promise<string> {
  const [prettier, yamlPlugin, markdownPlugin] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/yaml'),
    import('prettier/plugins/markdown'),
  ]);
  return prettier.format(serialize(value, format), {
    ...options,
    parser: format.kind === 'yaml' ? 'yaml' : 'markdown',
    plugins: [yamlPlugin, markdownPlugin],
  });
}
