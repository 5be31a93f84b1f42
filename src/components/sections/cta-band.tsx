import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { Phone } from '@/components/ui/icon';
import { Waveform } from '@/components/ui/waveform';
import { site } from '@/lib/settings';
import type { Cta } from '@/schemas/common';

/** The closing call to action on every page, in the page's deepest tint (ink outside industry and solution pages). */
export function CtaBand({
  heading,
  body,
  cta,
  id = 'cta-heading',
  anchorId,
}: {
  heading: string;
  body: string;
  cta: Cta;
  id?: string;
  anchorId?: string;
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
        </div>
      </div>
    </section>
  );
}
