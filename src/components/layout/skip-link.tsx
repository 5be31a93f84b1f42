import { menuCopy } from '@/lib/navigation';

/** The first focusable element of every page: jumps past the header to <main>. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-lg bg-ink-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {menuCopy.skipToContent}
    </a>
  );
}
