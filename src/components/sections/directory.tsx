import { GridList } from '@/components/ui/grid-list';
import { ArrowUpRight } from '@/components/ui/icon';
import { LinkText } from '@/components/ui/link-text';
import { SceneDetail } from '@/components/ui/scene-detail';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { labelOf, type RouteEntry } from '@/lib/route-list';

/** A directory of pages as link cards (with the page's scene where it has one), optionally grouped. */
export function Directory({
  id,
  heading,
  intro,
  entries,
  tone = 'tint',
}: {
  id: string;
  heading: string;
  intro?: string;
  entries: readonly RouteEntry[];
  tone?: Tone;
}) {
  const groups = new Map<string, RouteEntry[]>();
  for (const e of entries) {
    const key = e.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} title={heading} intro={intro} />
      {[...groups].map(([group, list]) => (
        <div key={group} className="mt-10">
          {group && <h3 className="mb-4 eyebrow text-tint-700">{group}</h3>}
          <GridList items={list} cols={{ sm: 2, lg: 3, xl: 4 }} className="[--gap:0.75rem]" keyOf={(e) => e.path}>
            {(e) => (
              <SmartLink
                href={e.path}
                className="group flex h-full items-start justify-between gap-4 rounded-xl border border-line bg-white p-5 transition-shadow hover:shadow-card"
              >
                {e.thumb && <SceneDetail src={e.thumb.src} tint={e.thumb.tint} className="w-16 rounded-lg" />}
                <span className="flex-1">
                  <LinkText title={labelOf(e)} description={e.blurb} small />
                </span>
                <ArrowUpRight
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-ink-300 group-hover:text-tint-700"
                />
              </SmartLink>
            )}
          </GridList>
        </div>
      ))}
    </Section>
  );
}
