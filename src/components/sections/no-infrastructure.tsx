import { IconBadge } from '@/components/ui/card';
import { GridList, hairlineTiles } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels, noInfrastructure } from '@/content/shared';

/** The 'no infrastructure' benefits block: the page's framing plus the shared list of claims. */
export function NoInfrastructure({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Section tone="dark" labelledBy="no-infra-heading">
      <SectionHeading
        id="no-infra-heading"
        dark
        eyebrow={blockLabels.noInfrastructure}
        title={heading}
        intro={<p>{intro}</p>}
      />
      <GridList
        items={noInfrastructure}
        cols={{ sm: 2, lg: 3 }}
        className={`mt-12 ${hairlineTiles}`}
        itemClassName="flex gap-4 bg-ink-950 p-6"
      >
        {(b) => (
          <>
            <IconBadge name={b.icon} tone="dark" />
            <div>
              <h3 className="font-semibold text-white">{headingText(b.title)}</h3>
              <p className="mt-1.5 text-small text-ink-300">{b.description}</p>
            </div>
          </>
        )}
      </GridList>
    </Section>
  );
}
