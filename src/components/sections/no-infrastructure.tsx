import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels, noInfrastructure } from '@/lib/labels';

/**
 * The 'no infrastructure' promise, made once per industry page: the industry's own heading and intro beside one
 * compact strip of the shared claims (short labels, no repeated paragraphs), on the page's deepest tint.
 */
export function NoInfrastructure({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Section tone="deep" labelledBy="no-infra-heading" className="md:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <SectionHeading
          id="no-infra-heading"
          dark
          eyebrowClassName="text-tint-200"
          eyebrow={blockLabels.noInfrastructure}
          title={heading}
          intro={<p className="text-white/80">{intro}</p>}
        />
        <ul className="grid gap-px overflow-hidden rounded-2xl bg-white/15 ring-1 ring-white/15 sm:grid-cols-2">
          {noInfrastructure.map((c) => (
            <li key={c.label} className="flex items-center gap-3.5 bg-tint-900 px-5 py-4 font-semibold text-white">
              <Icon name={c.icon} aria-hidden="true" className="size-5 shrink-0 text-tint-200" />
              {c.label}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
