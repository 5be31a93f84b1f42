import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { ChevronDown, Icon, Phone } from '@/components/ui/icon';
import { Waveform } from '@/components/ui/waveform';
import { cn } from '@/lib/cn';
import { site } from '@/lib/settings';
import type { Cta } from '@/schemas/common';

/**
 * The closing call to action on every page, in the page's deepest tint (ink outside industry and solution pages).
 * `points`: what the buyer gets, as a compact check list under a ruled line below the button (an industry's "Why
 * choose"), so the page closes on one block rather than a list and then a band, and the list does not bury the
 * button (on a phone it opens from its heading).
 */
/** The last of `n` list items spans what its row leaves: 2 columns from md, 3 from lg. */
const lastSpan = (n: number) =>
  cn(n % 2 === 1 && 'md:col-span-2', { 0: 'lg:col-span-1', 1: 'lg:col-span-3', 2: 'lg:col-span-2' }[n % 3]);

export function CtaBand({
  heading,
  body,
  cta,
  id = 'cta-heading',
  anchorId,
  points,
  compact,
}: {
  heading: string;
  body: string;
  cta: Cta;
  id?: string;
  anchorId?: string;
  points?: { eyebrow: string; heading: string; items: readonly string[] };
  /** Tighter padding on a phone (home, where the page's length is the point). */
  compact?: boolean;
}) {
  // Columns with no hole in the last row (lib/grid.ts): 5 → 3 + 2 stretched, 7 → two columns from md.
  return (
    <section
      id={anchorId}
      aria-labelledby={id}
      data-tone="white"
      className={cn('bg-white md:py-24', compact ? 'py-8' : 'py-16')}
    >
      <div className="container-page">
        <div
          className={cn(
            'on-dark relative isolate overflow-hidden rounded-3xl bg-tint-900 px-6 md:px-14 md:py-16',
            compact ? 'py-9' : 'py-12',
          )}
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(255_127_31/0.22),transparent_65%),radial-gradient(30rem_20rem_at_0%_100%,color-mix(in_oklab,var(--tint-400)_22%,transparent),transparent_60%)]"
          />
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
            <div className="max-w-2xl">
              <Waveform className="mb-5 text-cool-300" bars={14} />
              <h2 id={id} className="text-h2 font-bold text-white">
                {headingText(heading)}
              </h2>
              <p className="mt-4 text-lead text-ink-200">{body}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col">
              <Button href={cta.href} size="lg" arrow>
                {cta.label}
              </Button>
              <a
                href={`tel:${site.phone.tel}`}
                className="inline-flex min-h-13 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-white/25 px-7 font-semibold text-white hover:bg-white/10"
              >
                <Phone aria-hidden="true" className="size-4.5" /> Call {site.phone.display}
              </a>
            </div>
          </div>
          {points && (
            // Compact, so the button stays the band's point: a small ruled list under it, in columns from md. On a
            // phone it is a disclosure (its heading opens it), so the band ends near its button; from md the list is
            // always shown (the closed disclosure's content made visible) under a plain heading.
            <div
              aria-labelledby="why-choose-heading"
              role="group"
              className="mt-10 border-t border-white/15 pt-6 md:pt-8"
            >
              <p className="eyebrow text-cool-300">{points.eyebrow}</p>
              <details className="group md:[&::details-content]:[content-visibility:visible]">
                <summary className="mt-1 cursor-pointer list-none rounded-md md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
                  <h3
                    id="why-choose-heading"
                    className="flex items-start justify-between gap-4 text-lg leading-snug font-semibold text-balance text-white"
                  >
                    <span>{headingText(points.heading)}</span>
                    <ChevronDown className="mt-1 size-5 shrink-0 text-cool-300 transition-transform group-open:rotate-180 motion-reduce:transition-none md:hidden" />
                  </h3>
                </summary>
                {/* From md, where the list always shows, its heading is a heading, not a control (as in the footer). */}
                <h3
                  data-pagefind-ignore="all"
                  className="mt-1 hidden text-lg leading-snug font-semibold text-balance text-white md:supports-[selector(::details-content)]:block"
                >
                  {headingText(points.heading)}
                </h3>
                {/* A list, not cards: its columns line up from row to row, and the last item takes what its row
                    leaves, so no row ends in a hole. */}
                <ul className="mt-4 grid gap-x-8 gap-y-2.5 text-sm text-ink-100 md:grid-cols-2 lg:grid-cols-3">
                  {points.items.map((item, i) => (
                    <li key={item} className={cn('flex gap-2', i === points.items.length - 1 && lastSpan(i + 1))}>
                      <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-cool-300" />
                      {item}
                    </li>
                  ))}
                </ul>
              </details>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
