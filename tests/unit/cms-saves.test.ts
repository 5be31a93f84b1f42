import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { cmsBundle, contentFiles, places } from '@/cms/config';
import type { CmsField } from '@/cms/fields';
import { formatFile, parseFile, savedData } from '@/cms/formats';
import { formatJson, parseJson } from '@/cms/json-format';

/**
 * A save in the editor changes only what was edited (src/cms/formats.ts). The editor hands the writer the whole
 * entry as its form holds it: every field it shows, with an unticked box as `false`, a fixed value as its value
 * and an empty optional text as ''. Here every content file is loaded, filled in that way, one text of it is
 * changed, and the file written: it must differ from the original by that one line and no other.
 * tests/e2e/admin.spec.ts does the same through the editor's own UI for a set of entries.
 */
const bundle = cmsBundle({ repo: 'owner/site', branch: 'main' });
const cms = bundle.config.collections;

/** The entry as the editor's form holds it: the file's data with every field the file leaves out filled in. */
function asForm(value: unknown, fields: CmsField[] | undefined, typeKey?: string, types?: CmsField[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  const own = types ? (types.find((t) => t.name === v[typeKey ?? 'type'])?.fields ?? []) : (fields ?? []);
  for (const f of own) {
    if (!(f.name in v)) {
      if (f.widget === 'boolean') v[f.name] = false;
      else if (f.widget === 'hidden') v[f.name] = f.default;
      else if (f.widget === 'string' || f.widget === 'text' || f.widget === 'select') v[f.name] = '';
      else if (f.widget === 'list') v[f.name] = [];
      continue;
    }
    const x = v[f.name];
    if (f.widget === 'list' && Array.isArray(x))
      v[f.name] = x.map((item) => (f.field ? item : asForm(item, f.fields, f.typeKey, f.types)));
    else if (f.widget === 'object') v[f.name] = asForm(x, f.fields, f.typeKey, f.types);
  }
  return v;
}

/** The path of the first one-line text in the data (depth first), to edit. */
function firstText(value: unknown, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return /\n/.test(value) ? undefined : at;
  if (Array.isArray(value)) {
    for (const [i, x] of value.entries()) {
      const p = firstText(x, [...at, i]);
      if (p) return p;
    }
  } else if (value && typeof value === 'object')
    for (const [k, x] of Object.entries(value)) {
      if (['template', 'type', 'body', '_original', 'icon', 'href', 'date'].includes(k)) continue;
      const p = firstText(x, [...at, k]);
      if (p) return p;
    }
  return undefined;
}

function setAt(value: Record<string, unknown>, path: (string | number)[], to: string) {
  let o = value as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path.at(-1)!] = to;
}

const allFiles = Object.values(places).flatMap((p) => contentFiles(p));

/**
 * Every content file with the fields of its editor collection: a collection's own files, or the files of its folder
 * (directly in it) that its filter takes (a section's composed pages: `template: composed`).
 */
const targets = cms.flatMap((c) => {
  if (c.files) return c.files.map((f) => ({ file: f.file, format: f.format, fields: f.fields }));
  const filter = c.filter as { field: string; value: string } | undefined;
  const inFolder = allFiles.filter((f) => f.startsWith(`${c.folder}/`) && !f.slice(c.folder!.length + 1).includes('/'));
  const taken = filter
    ? inFolder.filter(
        (f) =>
          (parseFile(readFileSync(f, 'utf8'), { kind: 'yaml' }) as Record<string, unknown>)[filter.field] ===
          filter.value,
      )
    : inFolder;
  return taken.map((file) => ({ file, format: c.format!, fields: c.fields! }));
});

describe('a save in the editor', () => {
  it('previews an entry as its file will hold it: without the editor’s own keys on list items', () => {
    const entry = { blocks: [{ type: 'prose', __sc_item_id: 'a1', paragraphs: ['One.'] }], template: 'composed' };
    expect(savedData(entry, { kind: 'yaml' })).toEqual({
      blocks: [{ type: 'prose', paragraphs: ['One.'] }],
      template: 'composed',
    });
  });

  it('covers every content file', () => {
    expect(new Set(targets.map((t) => t.file))).toEqual(new Set(allFiles));
  });

  it('changes only the edited line of every content file: no defaults written, nothing reordered or reformatted', async () => {
    const problems: string[] = [];
    for (const { file, format, fields } of targets) {
      // JSON files (the business details) have their own format: two-space JSON, the file's key order.
      const spec = format === 'pm-json' ? undefined : bundle.formats[format]!;
      const text = readFileSync(file, 'utf8');
      const entry = asForm(spec ? parseFile(text, spec) : parseJson(text), fields) as Record<string, unknown>;
      const path = firstText(entry)!;
      expect(path, file).toBeDefined();
      setAt(entry, path, 'Edited in the editor');
      const saved = spec ? await formatFile(entry, spec, bundle.prettier) : formatJson(entry);
      const [a, b] = [text.split('\n'), saved.split('\n')];
      const changed = b.filter((line, i) => line !== a[i]);
      if (a.length !== b.length || changed.length !== 1 || !changed[0]!.includes('Edited in the editor'))
        problems.push(`${file} (${path.join('.')}): ${JSON.stringify(b.filter((l) => !a.includes(l)))}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('removes a value the editor cleared, and adds a value set for the first time after its neighbours', async () => {
    const file = 'src/content/pages/company/culture-and-inclusion.yaml';
    const spec = bundle.formats['pm-yaml']!;
    const text = readFileSync(file, 'utf8');
    const data = parseFile(text, spec) as { nav: Record<string, unknown>; blocks: Record<string, unknown>[] };
    const cards = data.blocks.findIndex((b) => b.type === 'cards');
    expect(cards).toBeGreaterThanOrEqual(0);
    data.blocks[cards]!.numbered = true;
    delete data.nav.blurb;
    const saved = await formatFile(data, spec, bundle.prettier);
    const reread = parseFile(saved, spec) as typeof data;
    expect(reread.blocks[cards]!.numbered).toBe(true);
    expect(reread.nav.blurb).toBeUndefined();
    expect(saved.split('\n').length).toBe(text.split('\n').length - (text.includes('  blurb:') ? 1 : 0) + 1);
  });

  it('keeps a list the file holds empty when the editor leaves the empty field out (the blog page’s sections)', async () => {
    const spec = bundle.formats['pm-yaml']!;
    const text = 'template: blog\nblocks: []\nclosing:\n  heading: Hi\n';
    const { blocks: _blocks, ...entry } = parseFile(text, spec) as Record<string, unknown>;
    expect(await formatFile({ ...entry, closing: { heading: 'Hello' } }, spec, bundle.prettier)).toBe(
      'template: blog\nblocks: []\nclosing:\n  heading: Hello\n',
    );
  });

  it('writes a new entry (a blog post made in the editor) with the fields it was given, in their order', async () => {
    const spec = bundle.formats['pm-frontmatter']!;
    // A new event made in the editor gets its date in quotes too (an event's date must stay text).
    expect(
      await formatFile(
        { title: 'A new session', description: 'What it covers.', date: '2026-12-02', time: '4:00 pm' },
        bundle.formats['pm-yaml']!,
        bundle.prettier,
      ),
    ).toContain("date: '2026-12-02'");
    const saved = await formatFile(
      {
        title: 'A checklist you can hear',
        metaTitle: '',
        date: '2026-12-01',
        summary: 'Why a spoken checklist helps a new hire more than a laminated one on the wall, and how to write one.',
        author: 'Pocket Mentor team',
        tags: ['Frontline training'],
        body: 'The first paragraph.\n\n## A heading\n\nMore text.',
      },
      spec,
      bundle.prettier,
    );
    expect(saved).toBe(
      [
        '---',
        'title: A checklist you can hear',
        "date: '2026-12-01'",
        'summary: Why a spoken checklist helps a new hire more than a laminated one on the wall, and how to write one.',
        'author: Pocket Mentor team',
        'tags:',
        '  - Frontline training',
        '---',
        '',
        'The first paragraph.',
        '',
        '## A heading',
        '',
        'More text.',
        '',
      ].join('\n'),
    );
  });
});
