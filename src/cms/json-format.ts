/**
 * JSON content files (the business details, src/content/settings/business.json: JSON so that every part of the
 * build can read it, the Astro config included) as the editor reads and writes them: two-space JSON with a final
 * newline, in the file's own key order, so a save changes only the edited values.
 */
const ordered = (value: unknown, like: unknown): unknown => {
  if (Array.isArray(value)) return value.map((v, i) => ordered(v, Array.isArray(like) ? like[i] : undefined));
  if (!value || typeof value !== 'object') return value;
  const was = like && typeof like === 'object' && !Array.isArray(like) ? (like as Record<string, unknown>) : {};
  const v = value as Record<string, unknown>;
  const keys = [...Object.keys(was).filter((k) => k in v), ...Object.keys(v).filter((k) => !(k in was))];
  return Object.fromEntries(keys.map((k) => [k, ordered(v[k], was[k])]));
};

/** The field that carries the file's text from load to save (as for YAML files, src/cms/formats.ts). */
const original = '_original';

export const parseJson = (text: string): Record<string, unknown> => ({
  ...(JSON.parse(text) as Record<string, unknown>),
  [original]: text,
});

export function formatJson(value: Record<string, unknown>): string {
  const { [original]: text, ...data } = value;
  const before: unknown = typeof text === 'string' ? JSON.parse(text) : {};
  return `${JSON.stringify(ordered(data, before), null, 2)}\n`;
}
