import { IconBadge } from '@/components/ui/card';
import { Section, SectionHeading } from '@/components/ui/section';
import { noInfrastructure } from '@/content/shared';
import { gridStyle } from '@/lib/grid';

/** The 'no infrastructure' benefits block: the page's framing plus the shared list of claims. */
export function NoInfrastructure({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Section tone="dark" labelledBy="no-infra-heading">
      <SectionHeading id="no-infra-heading" dark eyebrow="No infrastructure" title={heading} intro={<p>{intro}</p>} />
      <ul
        data-card-grid=""
        className="card-grid mt-12 overflow-hidden rounded-2xl border border-white/10 bg-white/10 [--gap:1px]"
        style={gridStyle(noInfrastructure.length, { sm: 2, lg: 3 })}
      >
        {noInfrastructure.map((b) => (
          <li key={b.title} className="flex gap-4 bg-ink-950 p-6">
            <IconBadge name={b.icon} tone="dark" />
            <div>
              <h3 className="font-semibold text-white">{b.title}</h3>
              <p className="mt-1.5 text-small text-ink-300">{b.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
