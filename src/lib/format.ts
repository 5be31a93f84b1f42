/**
 * Fills a wording from the content files: `format('Step {n}: ', { n: 2 })` is 'Step 2: '. A name with no value
 * is left as written, so a typo in a content file shows on the page instead of vanishing.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A wording with a singular and a plural form, e.g. `{ one: '{n} result', other: '{n} results' }`. */
export interface Plural {
  one: string;
  other: string;
}
export const plural = (p: Plural, n: number, values: Record<string, string | number> = {}) =>
  format(n === 1 ? p.one : p.other, { n, ...values });

/** A list item's number as the site prints it beside the item: 01, 02 … 10, 11 (`index` counts from 0). */
export const ordinal = (index: number) => String(index + 1).padStart(2, '0');
