import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import type { Cta } from '@/schemas/common';

/**
 * The hero band every page opens with (`data-hero`; its first button is the page's `data-primary-action`).
 * Heights follow the spec: a minimum of 340 px on phones and 420 px from md up (`size="default"`), or 500 px
 * (`size="tall"`); at 1280 × 800 no hero is taller than about 640 px.
 * `scheme`: 'dark' is the ink band; inside a page's `data-tint` scope (an industry slug, tints.css)
 * 'tint-light' is a pale tinted band with ink text and 'tint-dark' a tint-900 band with white text (both AA).
 */
export type HeroScheme = 'dark' | 'tint-light' | 'tint-dark';

const schemes: Record<HeroScheme, { band: string; title: string; tagline: string; eyebrow: string; dot: string }> = {
  dark: {
    band: 'on-dark bg-ink-950 text-ink-200',
    title: 'text-white',
    tagline: 'text-ink-200',
    eyebrow: 'border-white/15 bg-white/5 text-cool-300',
    dot: 'bg-cool-300',
  },
  'tint-light': {
    band: 'bg-tint-50 text-ink-700',
    title: 'text-tint-900',
    tagline: 'text-ink-700',
    eyebrow: 'border-tint-600/30 bg-white text-tint-700',
    dot: 'bg-tint-600',
  },
  'tint-dark': {
    band: 'on-dark bg-tint-900 text-white',
    title: 'text-white',
    tagline: 'text-white/90',
    eyebrow: 'border-white/25 bg-white/10 text-white',
    dot: 'bg-tint-200',
  },
};

export function PageHero({
  eyebrow,
  title,
  tagline,
  primary,
  secondary,
  visual,
  size = 'default',
  children,
  className,
  scheme = 'dark',
  visualFrom = 'lg',
  wideVisual = false,
  layout = 'side',
}: {
  /**
   * Where the visual goes from lg: 'side', a column beside the copy; 'mirror', a column before the copy (the
   * picture left, the words right). Below lg every layout stacks the visual under the copy.
   */
  layout?: 'side' | 'mirror';
  /** From which width the visual sits beside the text ('md': a narrow column on tablets, the usual one from lg). */
  visualFrom?: 'md' | 'lg';
  /** A wider visual column from lg (a drawn scene with the call card in front of it). */
  wideVisual?: boolean;
  scheme?: HeroScheme;
  eyebrow?: string;
  title: string;
  tagline?: ReactNode;
  primary?: Cta;
  secondary?: Cta;
  visual?: ReactNode;
  size?: 'default' | 'tall';
  children?: ReactNode;
  /** Extra classes for the band, e.g. more bottom room for content that overlaps it. */
  className?: string;
}) {
  const sc = schemes[scheme];
  return (
    <section
      aria-labelledby="page-title"
      data-hero=""
      className={cn(
        // The band keeps the spec's heights (500 px, or at least 340/420 px) and stays within about 640 px at
        // 1280 × 800, so the primary action is in the first screen (tests/e2e/visual-checks.ts, heroFaults).
        'relative isolate flex flex-col justify-center overflow-hidden',
        sc.band,
        size === 'tall' ? 'min-h-[500px]' : 'min-h-[340px] md:min-h-[420px]',
        className,
      )}
    >
      {scheme === 'dark' ? <HeroBackdrop /> : <TintBackdrop light={scheme === 'tint-light'} />}
      <div
        className={cn(
          // Copy and visual share a top edge (no copy floating mid-band beside a tall visual).
          'container-page relative grid items-start gap-8 py-12 md:gap-10 md:py-14 lg:py-10',
          visual && visualFrom === 'md' && 'md:grid-cols-[minmax(0,1fr)_15rem] md:gap-10',
          visual &&
            (wideVisual
              ? layout === 'mirror'
                ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.08fr)] lg:gap-12'
                : 'lg:grid-cols-[minmax(0,1.08fr)_minmax(0,1fr)] lg:gap-12'
              : 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16'),
        )}
      >
        <div className="max-w-2xl">
          {eyebrow && (
            <p
              className={cn(
                'mb-5 inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
                sc.eyebrow,
              )}
            >
              <span className={cn('size-1.5 rounded-full', sc.dot)} aria-hidden="true" />
              {eyebrow}
            </p>
          )}
          <h1 id="page-title" className={cn('text-display font-extrabold', sc.title)}>
            {headingText(title)}
          </h1>
          {tagline && <div className={cn('mt-5 max-w-xl text-lead', sc.tagline)}>{tagline}</div>}
          {(primary || secondary) && (
            // Phones stack the buttons at one full width; from sm they sit side by side at their own widths.
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {primary && (
                <Button href={primary.href} size="lg" arrow primaryAction>
                  {primary.label}
                </Button>
              )}
              {secondary && (
                <Button href={secondary.href} size="lg" variant={scheme === 'tint-light' ? 'secondary' : 'inverse'}>
                  {secondary.label}
                </Button>
              )}
            </div>
          )}
          {children}
        </div>
        {visual && (
          // Beside the copy from md (a narrow column), centred on it rather than hung in its top corner.
          // `data-hero-visual`: phones keep it too, under the copy (tests/e2e/phones.spec.ts).
          <div
            data-hero-visual=""
            className={cn(
              'flex justify-center lg:justify-end',
              visualFrom === 'md' && 'md:self-center lg:self-start',
              layout === 'mirror' && 'lg:order-first lg:justify-start',
            )}
          >
            {visual}
          </div>
        )}
      </div>
    </section>
  );
}

/** Decorative grid and glow behind hero content. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(63_188_216/0.22),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,rgb(255_127_31/0.14),transparent_60%)]" />
      <div className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(rgb(255_255_255)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]" />
    </div>
  );
}

/** Tinted heroes: a quiet dot grid in the industry's own tint. */
function TintBackdrop({ light }: { light: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div
        className={cn(
          'absolute inset-0 [background-size:24px_24px] [mask-image:linear-gradient(100deg,transparent_35%,black)]',
          light
            ? 'opacity-60 [background-image:radial-gradient(var(--tint-200)_1.5px,transparent_1.5px)]'
            : 'opacity-25 [background-image:radial-gradient(var(--tint-400)_1.5px,transparent_1.5px)]',
        )}
      />
    </div>
  );
}
