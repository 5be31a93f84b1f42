/** Joins class names, skipping falsy values. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

/** True for links that leave the site (they open in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);
