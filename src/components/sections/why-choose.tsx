import { Checklist } from '@/components/ui/card';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';

/** The 'Why choose' checklist: a compact band (the spec's eyebrow, the industry's heading, a two-column list). */
export function WhyChoose({
  heading,
  items,
  tone = 'white',
}: {
  heading: string;
  items: readonly string[];
  tone?: Tone;
}) {
  return (
    <Section tone={tone} labelledBy="why-choose-heading" className="py-14 md:py-16">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading id="why-choose-heading" eyebrow={blockLabels.whyChoose} title={heading} />
        <Checklist items={items} cols={{ md: 2 }} />
      </div>
    </Section>
  );
}
