import type { ReactNode } from 'react';
import type { Cta } from '@/content/types';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The dark hero band every page opens with. Heights follow spec §9: a minimum of 340 px on phones
 * and 420 px from md up (`size="default"`), or 500 px (`size="tall"`).
 */
export function PageHero({
  eyebrow, title, tagline, primary, secondary, visual, size = 'default', children, className,
}: {
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
  return (
    <section
      aria-labelledby="page-title"
      className={cn(
        'on-dark relative isolate overflow-hidden bg-ink-950 text-ink-200',
        size === 'tall' ? 'min-h-[500px]' : 'min-h-[340px] md:min-h-[420px]',
        className,
      )}
    >
      <HeroBackdrop />
      <div className={cn(
        'container-page relative grid items-center gap-12 py-14 md:py-20',
        visual ? 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16' : false,
      )}>
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-cool-300">
              <span className="size-1.5 rounded-full bg-signal-500" aria-hidden="true" />
              {eyebrow}
            </p>
          )}
          <h1 id="page-title" className="text-display font-extrabold text-white">{title}</h1>
          {tagline && <div className="mt-6 max-w-xl text-lead text-ink-200">{tagline}</div>}
          {(primary || secondary) && (
            <div className="mt-9 flex flex-wrap gap-3">
              {primary && <Button href={primary.href} size="lg" arrow>{primary.label}</Button>}
              {secondary && <Button href={secondary.href} size="lg" variant="inverse">{secondary.label}</Button>}
            </div>
          )}
          {children}
        </div>
        {visual && <div className="flex justify-center lg:justify-end">{visual}</div>}
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
