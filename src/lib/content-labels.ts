/**
 * A schema's complaint in the editor's words: the field's path told with the labels the editor (/admin/) shows, and
 * zod's developer wording replaced. Shared by the build's content check (src/lib/content-check.ts) and the editor's
 * preview (src/cms/preview/), which shows the same message while the marketer types. No Node: it runs in both.
 */
import { humanize, type CmsField } from '@/cms/fields';

type Path = readonly PropertyKey[];

export interface Issue {
  path: Path;
  message: string;
  code?: string;
  keys?: string[];
}

/** A field's path told in the editor's labels: `blocks.2.items.0.href` is `Blocks 3 (Links) › Items 1 › Href`. */
export function labelOf(fields: CmsField[] | undefined, data: unknown, path: Path): string {
  const parts: string[] = [];
  let own = fields;
  let value = data;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const f = typeof key === 'string' ? own?.find((x) => x.name === key) : undefined;
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      parts.push(`item ${key + 1}`);
      own = undefined;
      continue;
    }
    let label = f?.label ?? humanize(String(key));
    own = f?.fields;
    if (f?.widget === 'list' && typeof path[i + 1] === 'number') {
      const index = path[++i] as number;
      value = (value as unknown[] | undefined)?.[index];
      label += ` ${index + 1}`;
      if (f.types) {
        const type = f.types.find(
          (t) => t.name === (value as Record<string, unknown> | undefined)?.[f.typeKey ?? 'type'],
        );
        if (type) label += ` (${type.label})`;
        own = type?.fields;
      } else own = f.fields ?? f.field?.fields;
    } else if (f?.types) {
      const type = f.types.find(
        (t) => t.name === (value as Record<string, unknown> | undefined)?.[f.typeKey ?? 'type'],
      );
      own = type?.fields;
    }
    parts.push(label);
  }
  return parts.join(' › ') || 'The file';
}

/** A schema's message, where zod's own words are a developer's, in the editor's. */
export function plainly(issue: Issue, data: unknown): string {
  const value = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
  if (issue.code === 'invalid_type' && value === undefined) return 'is missing: fill it in';
  if (issue.code === 'unrecognized_keys')
    return `has ${issue.keys!.map((k) => `“${k}”`).join(', ')}, which is not one of its fields: often a misspelling, or a line indented one level too deep`;
  return issue.message;
}
