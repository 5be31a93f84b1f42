import { IconBadge } from '@/components/ui/card';
import { blockLabels } from '@/content/shared';

import { tileBlock } from './layout';

/**
 * Role-led leader cards. A photo only when the content has one, otherwise the remit's icon (never a
 * placeholder face); the name when published, else the role leads; then what the role owns.
 */
export const PeopleBlock = tileBlock<'people'>('ul', { sm: 2, lg: 3 }, ({ item: p }) => (
  <>
    {p.image ? (
      <img
        src={p.image.src}
        alt={p.image.alt}
        width={72}
        height={72}
        className="mb-5 size-18 rounded-full object-cover"
      />
    ) : p.icon ? (
      <IconBadge name={p.icon} className="mb-5" />
    ) : null}
    <h3 className="text-h3 font-semibold">{p.name ?? p.title}</h3>
    {p.name && <p className="text-sm font-semibold text-cool-700">{p.title}</p>}
    {p.bio && <p className="mt-3 text-small">{p.bio}</p>}
    {p.bioList && (
      <>
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.12em] text-cool-700">
          {blockLabels.responsibleFor}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-small marker:text-cool-600">
          {p.bioList.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </>
    )}
  </>
));
