import type { ReactNode } from 'react';

/**
 * A heading's text with each hyphenated compound ("private-label", "check-in", "24/7-ready") kept on one line:
 * browsers break lines after a hyphen, which leaves "private-" at the end of a heading line. Headings also get
 * `hyphens: none` (globals.css). tests/e2e/visual-checks.ts checks every heading on every route.
 */
export function headingText(text: string): ReactNode {
  const parts = text.split(/(\S+-\S+)/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 ? (
      // An inline block, not only nowrap: Chromium stops balancing a heading (text-wrap: balance) that holds a
      // nowrap run, and greedy wrapping leaves one word on the last line ("…private-label phone / line").
      <span key={i} className="inline-block whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
