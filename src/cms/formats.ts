/**
 * How the editor reads and writes the content files, so a save changes only what was edited: YAML is written the
 * way the files are (js-yaml, no line folding, single quotes), in the file's own key order, with the file's
 * comments back before their keys (src/content/site/*.yaml and some pages explain their fields in comments), and
 * the result goes
 * through Prettier with the project's options, so `npm run lint` passes after a save. The file as it was read
 * travels with the entry in a hidden field (`_original`, never written as a key): the editor itself writes keys in
 * the order of its fields and drops comments. Used in the browser by the
 * CMS (src/cms/admin.ts registers these as custom file formats) and by the unit test that round-trips every
 * content file through them.
 */
import yaml from 'js-yaml';

/** Comment lines (and blank lines) written before a key, by the key's path (`blockLabels.phase`, `blocks.2.type`). */
export type Comments = Record<string, string[]>;

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

const keyLine = /^(\s*)(- )?('[^']*'|"[^"]*"|[^\s'"#-][^:#]*?|-[^\s:#][^:#]*?):(?: |$)/;

/** The key path each line of a YAML text starts (null for other lines): mappings by key, list items by index. */
function keyPaths(lines: string[]): (string | null)[] {
  const stack: { indent: number; key: string; item?: boolean }[] = [];
  return lines.map((line) => {
    const m = keyLine.exec(line);
    if (!m || /^\s*#/.test(line)) return null;
    const dash = m[1]!.length;
    const indent = dash + (m[2] ? 2 : 0);
    if (m[2]) {
      while (stack.length && stack.at(-1)!.indent > dash) stack.pop();
      const top = stack.at(-1);
      if (top?.item && top.indent === dash) top.key = String(Number(top.key) + 1);
      else stack.push({ indent: dash, key: '0', item: true });
    }
    while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
    const key = m[3]!.replace(/^['"]|['"]$/g, '');
    stack.push({ indent, key });
    return stack.map((s) => s.key).join('.');
  });
}

/** The comments of a YAML text, by the path of the key they stand before. */
export function commentsOf(text: string): Comments {
  const lines = text.split('\n');
  const paths = keyPaths(lines);
  const comments: Comments = {};
  let pending: string[] = [];
  lines.forEach((line, i) => {
    if (/^\s*#/.test(line) || (!line.trim() && i < lines.length - 1)) pending.push(line.trim());
    else {
      const path = paths[i];
      if (path && pending.some((l) => l.startsWith('#')) && !(path in comments)) comments[path] = pending;
      pending = [];
    }
  });
  return comments;
}

/** Puts comments back before their keys, indented like the key. */
function withComments(text: string, comments: Comments): string {
  if (!Object.keys(comments).length) return text;
  const lines = text.split('\n');
  const paths = keyPaths(lines);
  const done = new Set<string>();
  return lines
    .flatMap((line, i) => {
      const path = paths[i];
      const before = path && !done.has(path) ? comments[path] : undefined;
      if (!before) return [line];
      done.add(path!);
      const pad = /^\s*/.exec(line)![0];
      return [...before.map((c) => (c ? pad + c : '')), line];
    })
    .join('\n');
}

/** YAML dates (an unquoted 2026-11-16) are read as text, as the editor's date fields store them. */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(datesAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesAsText(v)]));
  return value;
}

const dump = (value: unknown) => yaml.dump(value, { lineWidth: -1, quotingType: "'", noRefs: true });

/** A file's YAML (a Markdown file's front matter) and the text after it. */
function split(text: string, format: FileFormat): { yamlText: string; body?: string } {
  if (format.kind === 'yaml') return { yamlText: text };
  const m = /^---\n([\s\S]*?\n)?---\n\n?([\s\S]*)$/.exec(text);
  return m ? { yamlText: m[1] ?? '', body: m[2] } : { yamlText: '', body: text };
}

const load = (yamlText: string) => (datesAsText(yaml.load(yamlText)) ?? {}) as Record<string, unknown>;

/** An entry's data from a file's text: YAML, or front matter with the Markdown text as `body`; and the text. */
export function parseFile(text: string, format: FileFormat): Record<string, unknown> {
  const { yamlText, body } = split(text, format);
  return { ...load(yamlText), ...(body === undefined ? {} : { body }), [originalField]: text };
}

/** The value with its objects' keys in the order the file had them (new keys after). */
function orderLike(value: unknown, original: unknown): unknown {
  if (Array.isArray(value)) return value.map((v, i) => orderLike(v, Array.isArray(original) ? original[i] : undefined));
  if (!value || typeof value !== 'object') return value;
  const was = original && typeof original === 'object' && !Array.isArray(original) ? original : {};
  const v = value as Record<string, unknown>;
  const keys = [...Object.keys(was).filter((k) => k in v), ...Object.keys(v).filter((k) => !(k in was))];
  return Object.fromEntries(keys.map((k) => [k, orderLike(v[k], (was as Record<string, unknown>)[k])]));
}

/** A file's text before Prettier: YAML (or front matter and the Markdown body), ordered and commented as it was. */
function serialize(value: Record<string, unknown>, format: FileFormat): string {
  const { [originalField]: original, body, ...data } = value;
  const before = typeof original === 'string' ? split(original, format).yamlText : '';
  const comments = commentsOf(before);
  const ordered = orderLike(format.kind === 'yaml' && body !== undefined ? { ...data, body } : data, load(before));
  const front = withComments(dump(ordered), comments);
  if (format.kind === 'yaml') return front;
  const text = typeof body === 'string' ? body.replace(/^\n+/, '') : '';
  return `---\n${front}---\n\n${text.endsWith('\n') || !text ? text : `${text}\n`}`;
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
