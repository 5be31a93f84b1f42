import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { headingText } from './heading-text';

export type Tone = 'white' | 'tint' | 'dark' | 'deep';

const tones: Record<Tone, string> = {
  white: 'bg-white',
  // The page's tint (its industry's on industry and solution pages; mist elsewhere: globals.css).
  tint: 'bg-tint-50',
  dark: 'on-dark bg-ink-950 text-ink-200',
  // The page's deepest tint (ink-900 outside industry and solution pages).
  deep: 'on-dark bg-tint-900 text-white/80',
};

/**
 * A page band: alternating white / tint backgrounds give long pages rhythm. Two bands of one tone in a row read as
 * one (globals.css: the second adds no top padding), so no double gap opens between them.
 */
export function Section({
  children,
  tone = 'white',
  id,
  className,
  labelledBy,
}: {
  children: ReactNode;
  tone?: Tone;
  id?: string;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={cn(tones[tone], 'py-16 md:py-24', className)}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/**
 * Eyebrow + h2 + intro, used at the top of most sections. The rule (docs/architecture.md, Eyebrows and headings):
 * every content section has an eyebrow; only the closing call-to-action band has none.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  className,
  eyebrowClassName,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  dark?: boolean;
  className?: string;
  /** Replaces the eyebrow's colour (e.g. a tint's light step on its deep band). */
  eyebrowClassName?: string;
}) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow && (
        <p className={cn('mb-3 eyebrow', eyebrowClassName ?? (dark ? 'text-cool-300' : 'text-tint-700'))}>{eyebrow}</p>
      )}
      <h2 id={id} className={cn('text-h2 font-bold', dark && 'text-white')}>
        {headingText(title)}
      </h2>
      {intro && <div className={cn('mt-5 text-lead', dark ? 'text-ink-200' : 'text-body')}>{intro}</div>}
    </div>
  );
}
