import { IconBadge } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { LinkText } from '@/components/ui/link-text';
import { SmartLink } from '@/components/ui/smart-link';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function LinksBlock({ block, heading }: BlockProps<'links'>) {
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
