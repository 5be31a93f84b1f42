import type { ReactNode } from 'react';

import { SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';

/** A section's heading and paragraphs on the left, with a panel (facts, a quote, a checklist) beside them. */
export function ProseBeside({
  id,
  eyebrow,
  heading,
  paragraphs,
  dark = false,
  even = false,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  /** On a dark section. */
  dark?: boolean;
  /** Two equal columns (otherwise the text takes the wider one). */
  even?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-12', even ? 'lg:grid-cols-2' : 'lg:grid-cols-[1.3fr_1fr]', 'lg:gap-20')}>
      <div>
        <SectionHeading id={id} dark={dark} eyebrow={eyebrow} title={heading} />
        <div className={cn('mt-6 grid gap-4 text-lead', dark ? 'text-ink-200' : 'prose-measure')}>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      {children}
    </div>
  );
}
