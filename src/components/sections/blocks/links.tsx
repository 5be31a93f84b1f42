import { IconBadge } from '@/components/ui/card';
import { SmartLink } from '@/components/ui/smart-link';
import { gridStyle } from '@/lib/grid';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function LinksBlock({ block, heading }: BlockProps<'links'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ul data-card-grid="" className="card-grid [--gap:1rem]" style={gridStyle(block.items.length, { md: 2, lg: 3 })}>
        {block.items.map((l) => (
          <li key={l.href + l.title}>
            <SmartLink
              href={l.href}
              className="group flex h-full gap-4 rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-card"
            >
              <IconBadge name={l.icon} />
              <span>
                <span className="block font-semibold text-ink-950 group-hover:text-cool-700">{l.title}</span>
                <span className="mt-1 block text-small text-body">{l.description}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </StackedBlock>
  );
}
