import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { cmsBundle, contentFiles, places, type CmsCollection } from '@/cms/config';
import { def, fieldsOf, referenceTo, unwrap, type CmsField } from '@/cms/fields';
import { formatFile, parseFile } from '@/cms/formats';
import { formatJson, parseJson } from '@/cms/json-format';
import { iconNames } from '@/components/ui/icon-names';
import { collections } from '@/content.config';
import { cta, entryOf, icon, text } from '@/schemas/common';

/**
 * The editor's configuration (src/cms/config.ts, generated from the schemas) against the schemas and the files:
 * a field in a schema with no CMS field, a CMS field with no schema field, a key in a content file the editor
 * cannot show, or a file the editor would rewrite on an unchanged save, each fails here.
 */
const bundle = cmsBundle({ repo: 'owner/site', branch: 'main' });
const cms = bundle.config.collections;
type Schema = z.core.$ZodType;

/** Every path a schema declares: `hero.tagline`, `items[].title`, `blocks[]<cards>.items[]`. */
function schemaPaths(schema: Schema, at = '', out = new Set<string>()): Set<string> {
  const s = unwrap(schema).schema;
  const d = def(s);
  if (referenceTo(s)) return out;
  if (d.type === 'object') {
    for (const [k, v] of Object.entries(d.shape ?? {})) {
      const p = at ? `${at}.${k}` : k;
      out.add(p);
      schemaPaths(v, p, out);
    }
  } else if (d.type === 'array' || d.type === 'tuple') {
    out.add(`${at}[]`);
    schemaPaths(d.type === 'array' ? d.element! : d.items![0]!, `${at}[]`, out);
  } else if (d.type === 'union' && d.discriminator) {
    for (const o of d.options!) {
      const literal = def(unwrap(def(unwrap(o).schema).shape![d.discriminator]!).schema).values![0];
      const { [d.discriminator]: _, ...shape } = def(unwrap(o).schema).shape!;
      out.add(`${at}<${literal}>`);
      schemaPaths(z.object(shape as z.ZodRawShape) as unknown as Schema, `${at}<${literal}>`, out);
    }
  } else if (d.type === 'union') for (const o of d.options!) schemaPaths(o, at, out);
  else if (d.type === 'pipe') schemaPaths(d.in!, at, out);
  return out;
}

/** Every path the CMS fields cover, in the same notation. */
function cmsPaths(fields: CmsField[], at = '', out = new Set<string>()): Set<string> {
  for (const f of fields) {
    const p = at ? `${at}.${f.name}` : f.name;
    out.add(p);
    cmsField(f, p, out);
  }
  return out;
}
function cmsField(f: CmsField, p: string, out: Set<string>) {
  const inner = f.widget === 'list' ? `${p}[]` : p;
  if (f.widget === 'list') out.add(inner);
  if (f.fields) cmsPaths(f.fields, inner, out);
  if (f.field) cmsField(f.field, inner, out);
  for (const t of f.types ?? []) {
    out.add(`${inner}<${t.name}>`);
    cmsPaths(t.fields ?? [], `${inner}<${t.name}>`, out);
  }
}

/**
 * The CMS fields of a collection of src/content.config.ts: its own collection, its file in a list of files, or,
 * for `pages` and `overviews`, spread over the menu's sections: one set per template (composed pages by section,
 * each other page by itself), and one for the overviews.
 */
function cmsFieldsOf(name: string): { variant?: string; fields: CmsField[] }[] {
  const own = cms.find((c) => c.name === name);
  if (own?.fields) return [{ fields: own.fields }];
  const files = cms.flatMap((c) => c.files ?? []);
  const file = files.find((f) => f.name === name);
  if (file) return [{ fields: file.fields }];
  const folder = `src/content/${name}/`;
  const byVariant = new Map<string, CmsField[]>();
  for (const c of cms) {
    const filter = c.filter as { field: string; value: string } | undefined;
    if (filter && c.folder?.startsWith(folder)) byVariant.set(filter.value, c.fields!);
  }
  for (const f of files.filter((f) => f.file.startsWith(folder))) {
    const template = (parseFile(readFileSync(f.file, 'utf8'), { kind: 'yaml' }) as { template?: string }).template;
    byVariant.set(template ?? '', f.fields);
  }
  return [...byVariant].map(([variant, fields]) => (variant ? { variant, fields } : { fields }));
}

const without = (paths: Set<string>, drop: string[]) => [...paths].filter((p) => !drop.includes(p)).sort();

describe('CMS configuration (src/cms/config.ts) and the content schemas', () => {
  it('has every collection of src/content.config.ts', () => {
    for (const name of Object.keys(collections)) expect(cmsFieldsOf(name).length, name).toBeGreaterThan(0);
  });

  it('has a CMS field for every schema field, and no CMS field the schema lacks', () => {
    for (const [name, { schema }] of Object.entries(collections)) {
      const d = def(unwrap(schema as unknown as Schema).schema);
      const parts =
        d.type === 'union' && d.discriminator
          ? d.options!.map((o) => {
              const value = def(unwrap(def(o).shape![d.discriminator!]!).schema).values![0] as string;
              return { variant: value, schema: o };
            })
          : [{ variant: undefined, schema: schema as unknown as Schema }];
      for (const part of parts) {
        const cmsPart = cmsFieldsOf(name).find((c) => c.variant === part.variant);
        // A page type no file uses yet has no editor collection (nothing to edit).
        if (!cmsPart && part.variant) {
          const used = contentFiles(places.pages).some(
            (f) => parseFile(readFileSync(f, 'utf8'), { kind: 'yaml' }).template === part.variant,
          );
          expect(used, `pages of template ${part.variant}`).toBe(false);
          continue;
        }
        expect(cmsPart, `${name} ${part.variant ?? ''}`).toBeDefined();
        const fromSchema = schemaPaths(part.schema);
        const fromCms = cmsPaths(cmsPart!.fields);
        const where = `${name}${part.variant ? ` (template ${part.variant})` : ''}`;
        // A Markdown collection's body is the file's text, not a schema field.
        const extra = ['_original', ...(places[name as keyof typeof places].extension === 'md' ? ['body'] : [])];
        expect(without(fromSchema, [...fromCms]), `${where}: schema fields without a CMS field`).toEqual([]);
        expect(without(fromCms, [...fromSchema, ...extra]), `${where}: CMS fields without a schema field`).toEqual([]);
      }
    }
  });

  it('can show every key of every content file', () => {
    const missing: string[] = [];
    const walk = (value: unknown, fields: CmsField[], at: string) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [k, v] of Object.entries(value)) {
        const f = fields.find((x) => x.name === k);
        if (!f) missing.push(`${at}${k}`);
        else walkField(v, f, `${at}${k}`);
      }
    };
    const walkField = (v: unknown, f: CmsField, at: string) => {
      if (f.widget === 'list' && Array.isArray(v))
        v.forEach((item, i) =>
          walkField(item, { ...f, widget: f.fields || f.types ? 'object' : 'item' }, `${at}[${i}]`),
        );
      else if (f.types && v && typeof v === 'object') {
        const type = (v as Record<string, unknown>)[f.typeKey ?? 'type'];
        const t = f.types.find((x) => x.name === type);
        if (!t) missing.push(`${at} (type ${String(type)})`);
        else walk(v, [...(t.fields ?? []), { name: f.typeKey ?? 'type', label: '', widget: 'hidden' }], `${at}.`);
      } else if (f.fields) walk(v, f.fields, `${at}.`);
      else if (f.field && Array.isArray(v)) v.forEach((item, i) => walkField(item, f.field!, `${at}[${i}]`));
    };
    for (const [name, p] of Object.entries(places)) {
      for (const file of contentFiles(p)) {
        const data = parseFile(readFileSync(file, 'utf8'), { kind: p.extension === 'md' ? 'frontmatter' : 'yaml' });
        const options = cmsFieldsOf(name);
        const part =
          options.length > 1 ? options.find((o) => o.variant === (data as { template?: string }).template) : options[0];
        if (!part) {
          missing.push(`${file}: no CMS collection for it`);
          continue;
        }
        walk(data, [...part.fields, ...(part.variant ? [] : [])], `${file}: `);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes every content file back unchanged when nothing was edited (comments, quoting, Prettier)', async () => {
    const changed: string[] = [];
    const done = new Set<string>();
    for (const c of cms) {
      const targets: { file: string; format: string }[] = c.files
        ? c.files.map((f) => ({ file: f.file, format: f.format }))
        : contentFiles(places[(c.name.split('-')[0] ?? c.name) as keyof typeof places]).map((file) => ({
            file,
            format: c.format!,
          }));
      for (const { file, format } of targets) {
        if (done.has(file)) continue;
        done.add(file);
        const text = readFileSync(file, 'utf8');
        // The editor hands back the entry with its keys in the order of its fields: any order must come back as
        // the file's (here every object's keys reversed).
        const reversed = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(reversed)
            : v && typeof v === 'object'
              ? Object.fromEntries(
                  Object.entries(v)
                    .reverse()
                    .map(([k, x]) => [k, reversed(x)]),
                )
              : v;
        // JSON files (the business details) have their own format: two-space JSON, the file's key order.
        if (format === 'pm-json') {
          if (formatJson(reversed(parseJson(text)) as Record<string, unknown>) !== text) changed.push(file);
          continue;
        }
        const spec = bundle.formats[format]!;
        const again = await formatFile(
          reversed(parseFile(text, spec)) as Record<string, unknown>,
          spec,
          bundle.prettier,
        );
        // The data never changes. YAML files and Markdown bodies come back byte for byte; front matter may
        // differ only in how a value is quoted (a bare date is written '2026-11-16', as the schemas ask).
        const data = (t: string) => {
          const { _original, ...rest } = parseFile(t, spec);
          return rest;
        };
        expect(data(again), file).toEqual(data(text));
        const body = (t: string) => t.replace(/^---\n[\s\S]*?\n---\n/, '');
        if (spec.kind === 'yaml' ? again !== text : body(again) !== body(text)) changed.push(file);
      }
    }
    expect(changed).toEqual([]);
  }, 60_000); // every content file through Prettier: seconds on a busy machine

  it('uses the widget each kind of field needs', () => {
    const industries = cms.find((c) => c.name === 'industries')!;
    const field = (c: CmsCollection, path: string) =>
      path
        .split('.')
        .reduce<CmsField | undefined>(
          (f, k) => (f?.fields ?? (f ? [] : c.fields))?.find((x) => x.name === k),
          undefined,
        );
    expect(industries.folder).toBe('src/content/industries');
    const legal = cms.find((c) => c.name === 'legal')!;
    expect(field(legal, 'lastUpdated')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field(legal, 'body')).toMatchObject({ widget: 'markdown' });
    expect(field(legal, 'label')).toMatchObject({ required: false });
    expect(cms.find((c) => c.name === 'blog')).toMatchObject({ create: true, media_folder: '/public/images/blog' });
    expect(cms.find((c) => c.name === 'settings')?.files?.map((f) => f.file)).toEqual([
      'src/content/settings/business.json',
    ]);
    expect(cms.find((c) => c.name === 'site')?.files?.map((f) => f.file)).toEqual([
      'src/content/site/labels.yaml',
      'src/content/site/navigation.yaml',
      'src/content/site/ui.yaml',
    ]);
  });

  it('maps each kind of schema to its widget', () => {
    const fields = fieldsOf(
      z
        .object({
          title: text().max(40, 'too long'),
          description: text(),
          icon,
          link: cta.shape.href.optional(),
          industry: entryOf('industries'),
          fixed: z.literal('/contact'),
          columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
          order: z.number().int().positive(),
          flag: z.boolean().optional(),
          day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          cards: z.array(z.object({ title: text() }).strict()).min(1),
          lines: z.array(text()),
          row: z.tuple([text(), text()]),
          blocks: z.array(
            z.discriminatedUnion('type', [
              z.object({ type: z.literal('a'), heading: text() }).strict(),
              z.object({ type: z.literal('b'), body: text() }).strict(),
            ]),
          ),
          via: z.union([z.object({ page: text() }).strict(), z.object({ phone: z.enum(['main', 'second']) }).strict()]),
        })
        .strict() as unknown as Schema,
      { path: 't', displayField: () => 'name' },
    )!;
    const by = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(by.title).toMatchObject({ widget: 'string', maxlength: 40 });
    expect(by.title).not.toHaveProperty('required');
    expect(by.description).toMatchObject({ widget: 'text' });
    expect(by.icon).toMatchObject({ widget: 'select', options: [...iconNames] });
    expect(by.link).toMatchObject({
      widget: 'string',
      required: false,
      pattern: [expect.any(String), expect.any(String)],
    });
    expect(by.industry).toMatchObject({ widget: 'relation', collection: 'industries', value_field: '{{slug}}' });
    expect(by.fixed).toMatchObject({ widget: 'hidden', default: '/contact' });
    expect(by.columns).toMatchObject({ widget: 'number', min: 2, max: 4, required: false });
    expect(by.order).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(by.flag).toEqual({ name: 'flag', label: 'Flag', widget: 'boolean' });
    expect(by.day).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(by.cards).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.title}}' });
    expect(by.lines).toMatchObject({ widget: 'list', field: { widget: 'text' } });
    expect(by.row).toMatchObject({ widget: 'list', min: 2, max: 2 });
    expect(by.blocks).toMatchObject({ widget: 'list', typeKey: 'type' });
    expect(by.blocks!.types!.map((t) => [t.name, t.fields!.map((f) => f.name)])).toEqual([
      ['a', ['heading']],
      ['b', ['body']],
    ]);
    expect(by.via!.fields!.map((f) => [f.name, f.required])).toEqual([
      ['page', false],
      ['phone', false],
    ]);
    expect(by.via!.hint).toBe('Fill in one of: page; or phone.');
    expect(() =>
      fieldsOf(z.object({ m: z.record(z.string(), z.string()) }) as unknown as Schema, {
        path: 't',
        displayField: () => 'name',
      }),
    ).toThrow(/t\.m: no CMS widget for a zod record/);
  });
});
