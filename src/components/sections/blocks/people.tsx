import { Icon } from '@/components/ui/icon';
import { tileBlock } from './layout';

/** Role-led people cards: a photo or an icon placeholder, then name (when known), role and bio. */
export const PeopleBlock = tileBlock<'people'>('ul', 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3', ({ item: p }) => (
  <>
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
    <p className="mt-3 text-small">{p.bio}</p>
    {p.bioList && (
      <ul className="mt-3 list-disc space-y-1 pl-5 text-small marker:text-cool-600">
        {p.bioList.map((b) => <li key={b}>{b}</li>)}
      </ul>
    )}
  </>
));
