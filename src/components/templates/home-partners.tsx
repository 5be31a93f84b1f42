import { Button } from '@/components/ui/button';
import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { ArrowRight } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';
import type { HomeContent } from '@/schemas/home';

/**
 * The home page's partner band: the offer, two actions and how white-label works; beside them a partner's own line
 * as a caller hears it (optional), over what partners get.
 */
export function HomePartners({ partners, tone }: { partners: HomeContent['partners']; tone?: Tone }) {
  return (
    <Section tone={tone} labelledBy="partners-heading" className="py-7 md:py-24">
      <div className="grid gap-7 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="partners-heading"
            eyebrow={partners.eyebrow}
            title={partners.heading}
            intro={<p>{partners.intro}</p>}
          />
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8">
            <Button href={partners.primary.href} arrow className="max-sm:w-full">
              {partners.primary.label}
            </Button>
            {partners.secondary && (
              <Button href={partners.secondary.href} variant="secondary">
                {partners.secondary.label}
              </Button>
            )}
          </div>
          {/* The further reading sits with the offer it explains, not alone under the cards. */}
          <p className="mt-4 md:mt-6">
            <SmartLink
              href={partners.more.href}
              className="inline-flex items-center gap-1.5 font-semibold text-cool-700 hover:text-ink-950"
            >
              {partners.more.label} <ArrowRight aria-hidden="true" className="size-4" />
            </SmartLink>
          </p>
        </div>
        <div className="grid content-start gap-8">
          {/* The partner's own line, as a caller would hear it: what white-label means, said rather than described. */}
          {partners.line && (
            // From lg only, where it fills the column beside the offer; on a phone the band stacks and needs no more.
            <figure className="on-dark rounded-2xl bg-ink-950 p-6 text-white max-lg:hidden md:p-8">
              <figcaption className="flex items-center gap-3 font-spoken text-xs tracking-wide text-cool-300 uppercase">
                <Waveform bars={9} className="h-4 text-cool-300" />
                {partners.line.speaker}
              </figcaption>
              <blockquote className="mt-3 font-spoken text-xl leading-snug font-medium tracking-tight text-balance md:text-2xl">
                “{partners.line.text}”
              </blockquote>
            </figure>
          )}
          {/* What partners get, as a compact list (no icon cards), stacked on a phone. */}
          {/* content-start: the rows keep their own height instead of sharing the offer column's. */}
          <GridList
            items={partners.items}
            cols={{ sm: 2 }}
            rows={2}
            className="content-start [--gap:0.75rem_2rem] md:[--gap:1.5rem_2rem]"
          >
            {(p) => (
              <div className="h-full border-t border-ink-200 pt-3 md:pt-4">
                <h3 className="font-semibold text-ink-950">{headingText(p.title)}</h3>
                <p className="mt-1 text-sm md:text-[0.9375rem]">{p.description}</p>
              </div>
            )}
          </GridList>
        </div>
      </div>
    </Section>
  );
}
