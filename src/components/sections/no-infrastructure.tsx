import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import type { IconName } from '@/schemas/common';

/**
 * The 'no infrastructure' promise, made once per industry page and in that industry's words: its heading and intro,
 * then its own short points (what it does not need there), set large as a ruled list on the page's deepest tint.
 * A compact band: it sits between two taller ones (on phones its points sit two by two).
 */
export function NoInfrastructure({
  heading,
  intro,
  points,
}: {
  heading: string;
  intro: string;
  points: readonly { icon: IconName; label: string }[];
}) {
  return (
    <Section tone="deep" labelledBy="no-infra-heading" className="py-12 md:py-16">
      <div className="grid items-start gap-8 md:gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-20">
        <SectionHeading id="no-infra-heading" dark title={heading} intro={<p className="text-white/80">{intro}</p>} />
        <ul className="grid grid-cols-2 gap-x-4 border-y border-white/15 py-2 md:block md:divide-y md:divide-white/15 md:py-0">
          {points.map((p) => (
            <li
              key={p.label}
              className="flex flex-col gap-2 py-3 text-[0.9375rem] leading-snug font-semibold text-white md:flex-row md:items-center md:gap-4 md:py-4 md:text-xl"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 md:size-10">
                <Icon name={p.icon} aria-hidden="true" className="size-4 text-tint-200 md:size-5" />
              </span>
              {p.label}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
