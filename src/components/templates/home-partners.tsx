import { Button } from '@/components/ui/button';
import { CardList } from '@/components/ui/grid-list';
import { ArrowRight } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import type { HomeContent } from '@/schemas/home';

/** The home page's partner band: the offer, two actions, what partners get, and how white-label works. */
export function HomePartners({ partners, tone }: { partners: HomeContent['partners']; tone?: Tone }) {
  return (
    <Section tone={tone} labelledBy="partners-heading">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="partners-heading"
            eyebrow={partners.eyebrow}
            title={partners.heading}
            intro={<p>{partners.intro}</p>}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <Button href={partners.primary.href} arrow>
              {partners.primary.label}
            </Button>
            <Button href={partners.secondary.href} variant="secondary">
              {partners.secondary.label}
            </Button>
          </div>
          {/* The further reading sits with the offer it explains, not alone under the cards. */}
          <p className="mt-6">
            <SmartLink
              href={partners.more.href}
              className="inline-flex items-center gap-1.5 font-semibold text-cool-700 hover:text-ink-950"
            >
              {partners.more.label} <ArrowRight aria-hidden="true" className="size-4" />
            </SmartLink>
          </p>
        </div>
        <CardList items={partners.items} cols={{ sm: 2 }} className="content-start [--gap:1rem]" />
      </div>
    </Section>
  );
}
