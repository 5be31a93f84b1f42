import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import type { IconName } from '@/schemas/common';

/**
 * The 'no infrastructure' promise, made once per industry page and in that industry's words: its heading and intro,
 * then its own short points (what it does not need there), set large as a ruled list on the page's deepest tint.
 * A compact band: it sits between two taller ones.
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
    <Section tone="deep" labelledBy="no-infra-heading" className="py-14 md:py-16">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-20">
        <SectionHeading id="no-infra-heading" dark title={heading} intro={<p className="text-white/80">{intro}</p>} />
        <ul className="divide-y divide-white/15 border-y border-white/15">
          {points.map((p) => (
            <li key={p.label} className="flex items-center gap-4 py-4 text-lg font-semibold text-white md:text-xl">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
                <Icon name={p.icon} aria-hidden="true" className="size-5 text-tint-200" />
              </span>
              {p.label}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
