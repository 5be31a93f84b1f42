import { Checklist, IconBadge } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';

import { tileBlock } from './layout';

/** Cards with an icon, a description and a check list of points. */
export const DetailCardsBlock = tileBlock<'detailCards'>('ul', { md: 2 }, ({ item: c, plain }) => (
  <>
    {!plain && <IconBadge name={c.icon} />}
    <h3 className={plain ? 'text-h3 font-semibold' : 'mt-5 text-h3 font-semibold'}>{headingText(c.title)}</h3>
    <p className="mt-2">{c.description}</p>
    <Checklist items={c.points} className="mt-5 text-small" />
  </>
));
