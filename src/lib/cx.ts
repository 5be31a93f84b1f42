import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx syntax) without resolving Tailwind conflicts. For the few modules that reach the
 * browser bundle (icon, button, the search box and form, the desktop-nav markup, the call transcript):
 * tailwind-merge would add about 9 KB gzip to every page's first-load JS (budget 145 KB). Server-only
 * components use `cn` (src/lib/cn.ts), where a caller's class really overrides.
 */
export const cx = (...parts: ClassValue[]): string => clsx(parts);
