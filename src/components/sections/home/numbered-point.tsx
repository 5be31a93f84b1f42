import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ordinal } from '@/lib/format';

/**
 * One point of a home list (why training fails, the problems, how it works): its heading, led by its number (01,
 * 02 …) in the spoken face, shown but not read (`spoken` is what a screen reader hears instead), then its
 * description. Two parts, so a list of them can share its rows (GridList `rows={2}`), or three with a `line`.
 */
export function NumberedPoint({
  index,
  spoken,
  title,
  description,
  className,
  numberClassName = 'text-cool-700',
  titleClassName,
  descriptionClassName,
  line,
  lineClassName = 'border-l-4 border-ink-950 pl-3 text-ink-950',
  numbered = true,
}: {
  index: number;
  spoken?: string;
  /** What someone says on the job, between the heading and the description, in the spoken face (a third part). */
  line?: string;
  /** The line's frame (a rule at its left by default, or e.g. a speech bubble). */
  lineClassName?: string;
  /** False drops the shown number, where the list's device is something else (a spoken line, a ledger). */
  numbered?: boolean;
  title: ReactNode;
  description: string;
  className: string;
  numberClassName?: string;
  titleClassName: string;
  descriptionClassName?: string;
}) {
  return (
    <div className={clsx('h-full', className)}>
      <h3 className={clsx('flex items-baseline gap-2.5', titleClassName)}>
        {numbered && (
          <span aria-hidden="true" className={clsx('shrink-0 font-spoken text-xs font-semibold', numberClassName)}>
            {ordinal(index)}
          </span>
        )}
        <span>
          {spoken && <span className="sr-only">{spoken}</span>}
          {title}
        </span>
      </h3>
      {line && (
        <p
          className={clsx(
            'mt-1.5 font-spoken text-[0.9375rem] leading-snug font-medium tracking-tight md:mt-2 md:text-lg',
            lineClassName,
          )}
        >
          “{line}”
        </p>
      )}
      <p className={clsx('mt-1 text-sm md:mt-1.5 md:text-[0.9375rem]', descriptionClassName)}>{description}</p>
    </div>
  );
}

/** Home's bands are tighter on phones (28 px, not 64) so the page stays within 10,000 px at 390. */
export const band = 'py-7 md:py-24';
