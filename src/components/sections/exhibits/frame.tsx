import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import type { Exhibit, ExhibitFigure } from '@/schemas/solution';

/**
 * The three surfaces an exhibit is drawn on. Each form picks one, and the band's scheme decides nothing about
 * it: the route sweep checks that every surface separates from its band (tests/e2e/audience-visuals.spec.ts).
 */
export type Surface = 'paper' | 'tint' | 'dark';

/**
 * An exhibit: a figure whose drawing (`children`) sits on its own surface, with the caption under it on the
 * band (what it shows, and how to read anything illustrative). `data-exhibit` and `data-surface` are for tests.
 */
export function ExhibitFrame({
  exhibit,
  surface,
  band,
  className,
  surfaceClassName,
  stacked = false,
  captionClassName,
  children,
}: {
  exhibit: Exhibit;
  surface: Surface;
  band: 'light' | 'dark';
  className?: string;
  surfaceClassName?: string;
  /** A second sheet peeks out behind the surface (a paper document). */
  stacked?: boolean;
  /** Extra classes for the caption, e.g. beside the drawing instead of under it. */
  captionClassName?: string;
  children: ReactNode;
}) {
  return (
    <figure data-exhibit={exhibit.form} className={cn('w-full max-w-[30rem] text-left', className)}>
      <div className="relative">
        {stacked && (
          <div
            aria-hidden="true"
            className="absolute inset-0 translate-x-1.5 translate-y-1.5 rotate-[1.5deg] rounded-md bg-white/80 shadow-lg shadow-ink-950/15 ring-1 ring-ink-900/15"
          />
        )}
        <div
          data-surface={surface}
          className={cn(
            'relative overflow-hidden',
            surface === 'paper' &&
              'rounded-md bg-white text-ink-900 shadow-2xl shadow-ink-950/25 ring-1 ring-ink-900/25',
            surface === 'tint' &&
              'rounded-2xl bg-tint-50 text-tint-900 shadow-xl shadow-ink-950/20 ring-1 ring-tint-600/40',
            surface === 'dark' &&
              'on-dark rounded-[1.75rem] bg-ink-950 text-white shadow-2xl shadow-ink-950/40 ring-1 ring-white/10',
            surfaceClassName,
          )}
        >
          {children}
        </div>
      </div>
      <figcaption
        className={cn(
          'mt-3 max-w-md text-xs leading-relaxed',
          band === 'light' ? 'text-ink-700' : 'text-white/85',
          captionClassName,
        )}
      >
        {exhibit.caption}
      </figcaption>
    </figure>
  );
}

/** A figure from the spec with how to read it beside it ("A target, not a guarantee"), in the surface's own colours. */
export function FigureLine({
  figure,
  tone,
  className,
}: {
  figure: ExhibitFigure;
  tone: 'light' | 'dark';
  className?: string;
}) {
  return (
    <p
      data-figure={figure.reading ?? 'fact'}
      className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}
    >
      <span className={cn('text-2xl font-extrabold tracking-tight', tone === 'light' ? 'text-ink-950' : 'text-white')}>
        {figure.value}
      </span>
      <span className={cn('text-sm', tone === 'light' ? 'text-ink-700' : 'text-ink-200')}>{figure.label}</span>
      {figure.reading && <Reading text={figure.reading} tone={tone} />}
    </p>
  );
}

/** "A target, not a guarantee", "Example scenario": a quiet outlined tag, not a disclaimer. */
export function Reading({ text, tone }: { text: string; tone: 'light' | 'dark' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-[0.08em]',
        tone === 'light' ? 'border-ink-900/25 text-ink-700' : 'border-white/30 text-ink-100',
      )}
    >
      {text}
    </span>
  );
}

/** Scatters `n` points over a w×h box, the same every build (a small fixed-seed generator, no Math.random). */
export function scatter(n: number, w: number, h: number, seed: number): [number, number][] {
  let s = seed;
  const next = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  return Array.from({ length: n }, () => [Math.round(next() * w), Math.round(next() * h)]);
}
