import { Button } from '@/components/ui/button';
import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { Phone } from '@/components/ui/icon';
import { Waveform } from '@/components/ui/waveform';
import { site } from '@/lib/settings';
import type { Cta } from '@/schemas/common';

/**
 * The closing call to action on every page, in the page's deepest tint (ink outside industry and solution pages).
 * `points`: what the buyer gets, as a check list under a ruled line inside the band (an industry's "Why choose"),
 * so the page closes on one block rather than a list and then a band.
 */
export function CtaBand({
  heading,
  body,
  cta,
  id = 'cta-heading',
  anchorId,
  points,
}: {
  heading: string;
  body: string;
  cta: Cta;
  id?: string;
  anchorId?: string;
  points?: { eyebrow: string; heading: string; items: readonly string[] };
}) {
  return (
    <section id={anchorId} aria-labelledby={id} data-tone="white" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <div className="on-dark relative isolate overflow-hidden rounded-3xl bg-tint-900 px-6 py-12 md:px-14 md:py-16">
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
            <div
              aria-labelledby="why-choose-heading"
              role="group"
              className="mt-12 grid gap-8 border-t border-white/15 pt-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-14"
            >
              <div>
                <p className="eyebrow text-cool-300">{points.eyebrow}</p>
                <h3 id="why-choose-heading" className="mt-3 text-2xl leading-tight font-bold text-balance text-white">
                  {headingText(points.heading)}
                </h3>
              </div>
              <Checklist items={points.items} cols={{ md: 2 }} dark />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
