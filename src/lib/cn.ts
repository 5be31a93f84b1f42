import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know the theme's own tokens (src/styles/globals.css `@theme`): without them it reads
 * `text-h3` as a colour and would drop it next to `text-white`, or keep both of two conflicting sizes.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h2', 'h3', 'lead', 'small'],
      shadow: ['card', 'lift'],
      animate: ['drawer-in', 'drawer-out', 'fade-in', 'fade-out', 'panel-in'],
    },
  },
});

/**
 * Joins class names (clsx syntax); of two conflicting Tailwind classes the later one wins, so a caller's class
 * overrides a component's own. For server-rendered components: modules that reach the browser join classes with
 * `clsx` itself (tailwind-merge would add about 9 KB gzip to every page's script; the budget test catches it).
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
