import { GridList } from '@/components/ui/grid-list';
import { Icon } from '@/components/ui/icon';
import { LinkText } from '@/components/ui/link-text';
import { SmartLink } from '@/components/ui/smart-link';
import { editionName, industries } from '@/content/industries';
import { cn } from '@/lib/cn';

/**
 * The 18 industries as a grid of links: compact (icon and name, six across on wide screens) or
 * detailed (the product edition's name and the industry's one-line blurb).
 */
export function IndustryLinks({
  base,
  detailed = false,
}: {
  base: '/industries' | '/products/pocket-mentor';
  detailed?: boolean;
}) {
  return (
    <GridList
      items={industries}
      cols={detailed ? { sm: 2, lg: 3 } : { sm: 2, lg: 3, xl: 6 }}
      className="mt-10 [--gap:0.75rem]"
      keyOf={(i) => i.slug}
    >
      {(i) => (
        <SmartLink
          href={`${base}/${i.slug}`}
          className={cn(
            'group flex h-full rounded-xl border border-line bg-white transition-shadow hover:shadow-card',
            detailed
              ? 'gap-4 p-5'
              : 'items-center gap-3 px-4 py-3.5 font-semibold text-ink-900 xl:flex-col xl:items-start',
          )}
        >
          <Icon name={i.icon} className={cn('size-5 shrink-0 text-cool-700', detailed && 'mt-0.5')} />
          {detailed ? (
            <LinkText title={editionName(i.name)} description={i.blurb} small />
          ) : (
            <span className="text-small leading-snug group-hover:text-cool-700">{i.name}</span>
          )}
        </SmartLink>
      )}
    </GridList>
  );
}
