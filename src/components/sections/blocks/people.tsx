import { Checklist, IconBadge } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { blockLabels } from '@/lib/labels';

import { ActionButton } from './layout';
import type { BlockProps } from './types';

/**
 * Leaders as an accountability roster: the heading stays beside the list from lg (sticky), and each role is one row
 * between hairlines, led by the area it answers for and the name when published (else the role), then what the
 * role does for customers and what it owns. A photo only when the content has one, otherwise the remit's icon
 * (never a placeholder face).
 */
export function PeopleBlock({ block, heading }: BlockProps<'people'>) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,2fr)] lg:gap-16">
      <div className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:self-start">
        {heading}
        {block.action && (
          <div className="mt-8">
            <ActionButton action={block.action} />
          </div>
        )}
      </div>
      <ul data-roster="" className="divide-y divide-line border-y border-line">
        {block.items.map((p, i) => (
          <li key={p.title} className="py-8 md:py-10">
            <div className="flex items-center gap-4">
              {p.image ? (
                <img
                  src={p.image.src}
                  alt={p.image.alt}
                  width={72}
                  height={72}
                  className="size-18 shrink-0 rounded-full object-cover"
                />
              ) : p.icon ? (
                <IconBadge name={p.icon} tone="dark" className="size-12 bg-ink-950 ring-ink-950" />
              ) : null}
              <div>
                <p className="text-sm font-semibold text-tint-700">
                  <span aria-hidden="true" className="mr-2 text-muted tabular-nums">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  {p.area}
                </p>
                <h3 className="mt-0.5 text-[1.5rem] leading-tight font-bold tracking-tight text-ink-950">
                  {headingText(p.name ?? p.title)}
                </h3>
                {p.name && <p className="text-sm font-semibold text-ink-700">{p.title}</p>}
              </div>
            </div>
            <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10">
              {p.bio && <p className={p.bioList ? 'text-body' : 'text-body md:col-span-2 prose-measure'}>{p.bio}</p>}
              {p.bioList && (
                <div>
                  <p className="text-xs font-semibold uppercase tracking-[0.12em] text-tint-700">
                    {blockLabels.responsibleFor}
                  </p>
                  <Checklist items={p.bioList} className="mt-3 text-small" />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
