import { IconBadge } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { ArrowRight } from '@/components/ui/icon';
import { LinkText } from '@/components/ui/link-text';
import { SmartLink } from '@/components/ui/smart-link';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function LinksBlock({ block, heading }: BlockProps<'links'>) {
  if (block.layout === 'list') return <LinksAsList block={block} heading={heading} />;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList items={block.items} cols={{ md: 2, lg: 3 }} className="[--gap:1rem]" keyOf={(l) => l.href + l.title}>
        {(l) => (
          <SmartLink
            href={l.href}
            className="group flex h-full gap-4 rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-card"
          >
            <IconBadge name={l.icon} />
            <LinkText title={l.title} description={l.description} />
          </SmartLink>
        )}
      </GridList>
    </StackedBlock>
  );
}

/**
 * The links as a compact ruled list beside the heading, one a row: the page's name, its one line, an arrow. No icons
 * (a press room's or a reading list's resources, not a grid of tiles).
 */
function LinksAsList({ block, heading }: BlockProps<'links'>) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
      {heading}
      <ul className="border-b border-line">
        {block.items.map((l) => (
          <li key={l.href + l.title} className="border-t border-line">
            <SmartLink
              href={l.href}
              className="group grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-6 gap-y-1 py-4 md:grid-cols-[14rem_minmax(0,1fr)_auto]"
            >
              <span className="font-semibold text-ink-950 group-hover:text-cool-700">{l.title}</span>
              <span className="col-start-1 row-start-2 text-small text-body md:col-start-2 md:row-start-1">
                {l.description}
              </span>
              <ArrowRight
                aria-hidden="true"
                className="col-start-2 row-span-2 row-start-1 size-4 self-center text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-cool-700 md:col-start-3 md:row-span-1"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
