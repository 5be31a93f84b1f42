/** A Markdown file's YAML front matter and body (the same YAML parser as Astro's content layer). */
import yaml from 'js-yaml';

export function splitFrontMatter(
  source: string,
  file = 'Markdown file',
): { data: Record<string, unknown>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { data: {}, body: source };
  const data = yaml.load(m[1]!, { filename: file });
  if (!data || typeof data !== 'object') throw new Error(`${file}: the front matter is not a set of fields`);
  return { data: data as Record<string, unknown>, body: source.slice(m[0].length) };
}
