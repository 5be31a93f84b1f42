import { Icon } from '@/components/ui/icon';
import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

/** Role-led people cards: a photo or an icon placeholder, then name (when known), role and bio. */
export function PeopleBlock({ block, heading }: BlockProps<'people'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ul data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { sm: 2, lg: 3 })}>
        {block.items.map((p) => (
          <Tile key={p.title}>
            {p.image ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={p.image.src} alt={p.image.alt} width={72} height={72} className="size-18 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="inline-flex size-18 items-center justify-center rounded-full bg-ink-950 text-cool-300">
                <Icon name={p.group === 'advisor' ? 'Compass' : 'UserCheck'} className="size-7" />
              </span>
            )}
            <h3 className="mt-5 text-h3 font-semibold">{p.name ?? p.title}</h3>
            {p.name && <p className="text-sm font-semibold text-cool-700">{p.title}</p>}
            <p className="mt-3 text-[0.9375rem]">{p.bio}</p>
            {p.bioList && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-[0.9375rem] marker:text-cool-600">
                {p.bioList.map((b) => <li key={b}>{b}</li>)}
              </ul>
            )}
          </Tile>
        ))}
      </ul>
    </StackedBlock>
  );
}
