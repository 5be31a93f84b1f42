/**
 * The editor's fields, generated from the content schemas, so a field added to a schema appears in the editor
 * with the next build. Each zod type becomes the Sveltia widget that fits it: strings a box (with its pattern),
 * dates a date picker, enums and site pages a select, a lone literal hidden (or, optional, a one-value select),
 * numbers and booleans their widgets, objects and arrays objects and lists, discriminated unions typed lists
 * (composed pages' `blocks`), references relations, optional and default not required. Refinements cannot run in
 * the editor: their message is the field's hint, and the build checks them (src/lib/content-check.ts). A type with
 * no mapping throws, naming where, so the generator is extended rather than a field silently dropped.
 */
import type { z } from 'astro/zod';

import { isSitePage } from '@/schemas/common';

/** One field of the CMS configuration (Sveltia CMS / Decap field options). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  [option: string]: unknown;
}

type Schema = z.core.$ZodType;
interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  transform?: (value: unknown, ctx: unknown) => unknown;
}

export const def = (s: Schema) => (s as unknown as { _zod: { def: Def } })._zod.def;
const checks = (s: Schema) => (def(s).checks ?? []).map((c) => c._zod.def);
const message = (c: Check) => {
  const m = c.error?.({});
  return typeof m === 'string' ? m : undefined;
};

/** Keys whose text is long-form (a paragraph, not a line): edited in a growing box. */
const longForm = new Set([
  'answer',
  'bio',
  'body',
  'caption',
  'description',
  'intro',
  'lines',
  'note',
  'paragraphs',
  'problem',
  'quote',
  'solution',
  'summary',
  'tagline',
  'text',
  'with',
]);

/** 'ctaLabel' → 'Cta label', 'noInfrastructure' → 'No infrastructure'. */
export const humanize = (key: string) => {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return sentence.replace(/\b(cta|hr|id|ui|url)\b/gi, (w) => w.toUpperCase());
};

/** Wrappers that only make a value optional or give it a default: the CMS field is then not required. */
const optionalWrappers = new Set(['optional', 'default', 'prefault', 'nullable', 'catch']);
const transparentWrappers = new Set(['readonly', 'nonoptional']);

/** The schema under optional()/default()/readonly(), and whether a value is required. */
export function unwrap(schema: Schema): { schema: Schema; required: boolean } {
  let s = schema;
  let required = true;
  for (;;) {
    const d = def(s);
    if (optionalWrappers.has(d.type) && d.innerType) required = false;
    else if (!transparentWrappers.has(d.type) || !d.innerType) return { schema: s, required };
    s = d.innerType!;
  }
}

/**
 * The collection a reference points to: Astro's reference(collection) (and the tests' stand-in) is a string
 * transformed into `{ id, collection }`; entryOf(collection) pipes a checked string into it. The name lives only
 * in the transform, so it is read by running the transform on a probe id.
 */
export function referenceTo(schema: Schema): string | undefined {
  const d = def(schema);
  if (d.type === 'transform' && d.transform) {
    try {
      const r = d.transform('__probe__', { issues: [], value: '__probe__', addIssue: () => {} }) as {
        id?: unknown;
        collection?: unknown;
      } | null;
      if (r && r.id === '__probe__' && typeof r.collection === 'string') return r.collection;
    } catch {
      // Not a reference (a transform that expects another input).
    }
    return undefined;
  }
  if (d.type === 'pipe') return referenceTo(d.out!) ?? undefined;
  return undefined;
}

const isoDateSource = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** A date: z.date(), a 'YYYY-MM-DD' string, or a union of the two (blog posts take a quoted or a bare date). */
function isDate(schema: Schema): boolean {
  const d = def(schema);
  if (d.type === 'date') return true;
  if (d.type === 'string') return checks(schema).some((c) => c.pattern?.source === isoDateSource);
  if (d.type === 'pipe') return isDate(d.in!);
  if (d.type === 'union' && !d.discriminator) return d.options!.every((o) => isDate(o));
  return false;
}

export interface FieldContext {
  /** Where in the schema (for errors): `industries: hero.snippet.answer`. */
  path: string;
  /** For a relation: the field that names an entry of that collection in lists (`industries` → `name`). */
  displayField: (collection: string) => string;
  /** The site's pages, offered where a field can hold only a page (`sitePage` in src/schemas/common.ts). */
  pages?: string[];
  /** A readable name for a value that stands for a setting (`site:communityUrl` → the community site's address). */
  optionLabel?: (value: string) => string | undefined;
  /** A hint with the settings it names spelled out (`site:communityUrl` → where it points today). */
  explain?: (hint: string) => string;
  /** The words of the list being built: each of its single values takes them (an "Answer" list's boxes). */
  list?: Words;
}

type Words = { label?: string; hint?: string };

/** An object schema under its wrappers and a transform of the whole (an industry fills in its buttons). */
export function objectOf(schema: Schema): Schema {
  const { schema: s } = unwrap(schema);
  const d = def(s);
  return d.type === 'pipe' && def(d.in!).type === 'object' ? d.in! : s;
}

/** The fields of an object schema, in the schema's order; null when it declares none (a placeholder schema). */
export function fieldsOf(schema: Schema, ctx: FieldContext): CmsField[] | null {
  const s = objectOf(schema);
  const d = def(s);
  if (d.type !== 'object') throw new Error(`cms: ${ctx.path} is not an object schema (${d.type})`);
  const keys = Object.keys(d.shape ?? {});
  if (!keys.length) return null;
  return keys.map((key) => fieldFor(key, d.shape![key]!, child(ctx, key)));
}

const child = (ctx: FieldContext, key: string): FieldContext => ({
  ...ctx,
  path: `${ctx.path}.${key}`,
});

/**
 * The rules of a field the editor cannot check (a refinement across its parts, e.g. a leader needs a photo or an
 * icon), told in its hint; a list's, its items'. Every text's "no space at either end" is left out: the editor
 * checks a trimmed value.
 */
function rulesOf(s: Schema): string[] {
  const d = def(s);
  const own = checks(s)
    .filter((c) => c.check === 'custom')
    .map(message)
    .filter((m): m is string => Boolean(m) && m !== 'has a space at the start or end');
  return d.type === 'array' ? [...own, ...rulesOf(unwrap(d.element!).schema)] : own;
}

/**
 * A field's words from its schema: `.describe('Label|One-line hint')` (the label the marketer sees, and what to put
 * in it), on the field's schema or on any wrapper around it (optional, default, …). The same words name the field in
 * the build's messages and in the docs.
 */
function describedAs(schema: Schema): Words {
  let s: Schema | undefined = schema;
  while (s) {
    const text = (s as unknown as { description?: string }).description;
    if (text) {
      const [label, ...hint] = text.split('|');
      return { label: label!.trim() || undefined, hint: hint.join('|').trim() || undefined };
    }
    const d = def(s);
    s = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
  }
  return {};
}

/** One field: its name, label, whether it is required, and its widget. */
function fieldFor(name: string, schema: Schema, ctx: FieldContext, inherited: Words = {}): CmsField {
  const { schema: s, required } = unwrap(schema);
  // The schema's words (its list's, for a list's single values), then the rules the editor cannot check, as the
  // build will tell them.
  const own = describedAs(schema);
  const described = { label: own.label ?? inherited.label, hint: own.hint ?? inherited.hint };
  const rules = rulesOf(s).map((r) => `Checked when the site is built: ${r}.`);
  const hint = [described.hint, ...rules].filter(Boolean).join(' ') || undefined;
  const label = described.label ?? humanize(name);
  let widget = widgetFor(name, s, { ...ctx, list: described });
  // A list of single values: each item's box is one of them ("Topic", not "Topics" over every box).
  if (widget.widget === 'list' && widget.field)
    widget = { ...widget, field: { ...(widget.field as CmsField), label: singularOf(label) } };
  // An optional fixed value (a cards block's `layout: list`) is a choice, not a value written into every file.
  if (!required && widget.widget === 'hidden') widget = { widget: 'select', options: [widget.default] };
  // A box left unticked and a fixed value are never missing: those widgets take no `required`.
  // A list that may be empty is not "required": the editor would refuse to save it empty.
  const mayBeEmpty = widget.widget === 'list' && !(Number((widget as { min?: number }).min) > 0);
  const optional = (!required || mayBeEmpty) && !['boolean', 'hidden'].includes(widget.widget);
  return {
    name,
    label,
    // A list's "Add …" button and its count name one item ("Add Topic", "1 Topic").
    ...(widget.widget === 'list' ? { label_singular: singularOf(label) } : {}),
    ...(optional ? { required: false } : {}),
    // A fixed value is not shown, so it takes no hint.
    ...(hint && widget.widget !== 'hidden' ? { hint: ctx.explain?.(hint) ?? hint } : {}),
    ...widget,
  } as CmsField;
}

/** 'Topics' → 'Topic', 'Stories' → 'Story'; a label that is not a plural stays as it is. */
const singularOf = (label: string) => label.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/** A field's widget and its options (everything but its name and label). */
type Widget = Partial<CmsField> & { widget: string };

function widgetFor(name: string, s: Schema, ctx: FieldContext): Widget {
  const d = def(s);
  const collection = referenceTo(s);
  if (collection) {
    const display = ctx.displayField(collection);
    return {
      widget: 'relation',
      collection,
      value_field: '{{slug}}',
      search_fields: [display],
      display_fields: [display],
    };
  }
  if (isDate(s)) return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  if (isSitePage(s) && ctx.pages?.length) return { widget: 'select', options: ctx.pages };
  switch (d.type) {
    case 'string':
      return stringWidget(name, s);
    case 'number':
      return numberWidget(s);
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum': {
      const values = Object.values(d.entries!);
      const labelled = values.map((v) => ({ v, label: ctx.optionLabel?.(String(v)) }));
      if (!labelled.some((o) => o.label)) return { widget: 'select', options: values };
      return { widget: 'select', options: labelled.map(({ v, label }) => ({ label: label ?? String(v), value: v })) };
    }
    case 'literal':
      // `true` alone (a contact route's `email: true`): a box to tick, left out of the file when unticked.
      if (d.values!.length === 1 && d.values![0] === true) return { widget: 'boolean' };
      if (d.values!.length === 1) return { widget: 'hidden', default: d.values![0] };
      return { widget: 'select', options: d.values };
    case 'object': {
      const fields = fieldsOf(s, ctx);
      if (!fields) throw new Error(`cms: ${ctx.path} is an object with no declared fields`);
      return { widget: 'object', fields };
    }
    case 'array':
      return { ...listOf(name, d.element!, ctx), ...lengths(s) };
    case 'tuple': {
      const items = d.items!;
      if (
        d.rest ||
        items.some((i) => JSON.stringify(widgetFor(name, i, ctx)) !== JSON.stringify(widgetFor(name, items[0]!, ctx)))
      )
        throw new Error(`cms: ${ctx.path}: a tuple of mixed types has no CMS widget`);
      return { ...listOf(name, items[0]!, ctx), min: items.length, max: items.length };
    }
    case 'union':
      return unionWidget(name, s, ctx);
    case 'pipe':
      return widgetFor(name, d.in!, ctx);
    default:
      throw new Error(`cms: ${ctx.path}: no CMS widget for a zod ${d.type}; extend src/cms/fields.ts`);
  }
}

function stringWidget(name: string, s: Schema): Widget {
  const w: Widget = { widget: longForm.has(name) ? 'text' : 'string' };
  let atLeast: string | undefined;
  for (const c of checks(s)) {
    if (c.check === 'min_length' && c.minimum! > 1) {
      w.minlength = c.minimum;
      atLeast = message(c);
    }
    if (c.check === 'max_length') w.maxlength = c.maximum;
    if (c.check === 'length_equals') w.minlength = w.maxlength = c.length;
    if (c.check === 'string_format' && c.pattern) {
      const { source, flags } = c.pattern;
      // Written as a literal, `/source/`: the editor reads a text pattern's last `/…` as its flags, so a bare source
      // ending in `\/` (`^\/`, a site path) would lose its end. A case-insensitive one is an inline modifier group.
      const body = flags.includes('i') ? `(?i:${source})` : source;
      w.pattern = [`/${body}/`, message(c) ?? `must match ${source}`];
    }
  }
  // A minimum without a maximum: the editor's character counter would read "11 / 0", so the minimum is checked as
  // a pattern (with its own message) instead, unless the text already has one.
  if (w.minlength !== undefined && w.maxlength === undefined) {
    w.pattern ??= [`/^[\\s\\S]{${w.minlength},}$/`, atLeast ?? `must be at least ${w.minlength} characters`];
    delete w.minlength;
  }
  return w;
}

function numberWidget(s: Schema): Widget {
  const w: Widget = { widget: 'number', value_type: 'float' };
  const cs = checks(s);
  const int = cs.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  if (int) w.value_type = 'int';
  for (const c of cs) {
    if (c.check === 'greater_than') w.min = c.inclusive || !int ? c.value : c.value! + 1;
    if (c.check === 'less_than') w.max = c.inclusive || !int ? c.value : c.value! - 1;
  }
  return w;
}

function lengths(s: Schema): Widget {
  const w: Widget = {} as Widget;
  for (const c of checks(s)) {
    if (c.check === 'min_length') w.min = c.minimum;
    if (c.check === 'max_length') w.max = c.maximum;
    if (c.check === 'length_equals') w.min = w.max = c.length;
  }
  return w;
}

/** A field's list summary: its first title-like text field. */
const summaryKeys = ['title', 'heading', 'label', 'name', 'question', 'quote', 'item', 'day', 'when', 'how', 'value'];
const summaryOf = (fields: CmsField[]) => {
  const key = summaryKeys.find((k) => fields.some((f) => f.name === k && /string|text/.test(f.widget)));
  return key ? { summary: `{{fields.${key}}}` } : {};
};

/** A list: of objects (fields), of typed objects (types), or of single values (field). */
function listOf(name: string, element: Schema, ctx: FieldContext): Widget {
  const { schema: e } = unwrap(element);
  const d = def(e);
  if (d.type === 'object' && !referenceTo(e)) {
    const fields = fieldsOf(e, ctx);
    if (!fields) throw new Error(`cms: ${ctx.path} is a list of objects with no declared fields`);
    return { widget: 'list', fields, ...summaryOf(fields) };
  }
  if (d.type === 'union' && d.discriminator) return { ...variableTypes(e, ctx), widget: 'list' };
  return { widget: 'list', field: fieldFor(name, e, ctx, ctx.list) };
}

/** A discriminated union: one type per variant, named by its discriminator's literal, with the other fields. */
function variableTypes(s: Schema, ctx: FieldContext): Widget {
  const d = def(s);
  const key = d.discriminator!;
  const types = d.options!.map((option) => {
    const { schema: o } = unwrap(option);
    const shape = def(o).shape ?? {};
    const literal = def(unwrap(shape[key]!).schema).values?.[0];
    if (typeof literal !== 'string') throw new Error(`cms: ${ctx.path}: a variant without a string "${key}"`);
    const fields = (fieldsOf(o, { ...ctx, path: `${ctx.path}[${key}=${literal}]` }) ?? []).filter(
      (f) => f.name !== key,
    );
    // A kind of item has a label (its "Add" menu names it) but no hint: the editor shows none for it.
    return {
      name: literal,
      label: describedAs(option).label ?? humanize(literal),
      widget: 'object',
      fields,
      ...summaryOf(fields),
    } as CmsField;
  });
  return { widget: 'object', types, typeKey: key } as Widget;
}

function unionWidget(name: string, s: Schema, ctx: FieldContext): Widget {
  const d = def(s);
  if (d.discriminator) return variableTypes(s, ctx);
  const options = d.options!.map((o) => unwrap(o).schema);
  const kinds = new Set(options.map((o) => def(o).type));
  if (kinds.size === 1 && kinds.has('literal')) {
    const values = options.flatMap((o) => def(o).values ?? []);
    if (values.every((v) => typeof v === 'number' && Number.isInteger(v))) {
      const numbers = values as number[];
      const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
      if (max - min + 1 === numbers.length) return { widget: 'number', value_type: 'int', min, max };
    }
    return { widget: 'select', options: values };
  }
  if (kinds.size === 1 && kinds.has('object')) {
    // Variants told apart by which keys they have: one object with all of them, none required.
    const merged = new Map<string, CmsField>();
    for (const o of options)
      for (const f of fieldsOf(o, ctx) ?? []) {
        const seen = merged.get(f.name);
        const loose = ['boolean', 'hidden'].includes(f.widget) ? f : { ...f, required: false };
        if (seen && JSON.stringify(seen) !== JSON.stringify(loose))
          throw new Error(`cms: ${ctx.path}.${f.name}: union variants give this key different types`);
        merged.set(f.name, loose);
      }
    const variants = options.map((o) => Object.keys(def(o).shape ?? {}).join(' + ')).join('; or ');
    return { widget: 'object', fields: [...merged.values()], hint: `Fill in one of: ${variants}.` };
  }
  throw new Error(`cms: ${ctx.path} (${name}): no CMS widget for a union of ${[...kinds].join(', ')}`);
}
