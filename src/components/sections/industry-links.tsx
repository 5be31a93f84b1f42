import { GridList } from '@/components/ui/grid-list';
import { LinkText } from '@/components/ui/link-text';
import { SceneDetail } from '@/components/ui/scene-detail';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import { editionName, industries } from '@/lib/routes';

/**
 * The 18 industries as a grid of links, each with a close-up of its scene in its own tint: compact (scene and
 * name; from xl six across, the scene above the name) or detailed (the product edition's name and the industry's
 * one-line blurb beside the scene).
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
              ? 'items-start gap-4 p-4'
              : 'items-center gap-3 p-2.5 pr-4 font-semibold text-ink-900 xl:flex-col xl:items-stretch xl:p-2.5',
          )}
        >
          <SceneDetail
            src={industryScene(i.slug)}
            tint={i.slug}
            className={cn('rounded-lg', detailed ? 'w-20' : 'w-16 xl:w-full')}
          />
          {detailed ? (
            <LinkText title={editionName(i.name)} description={i.blurb} small />
          ) : (
            <span className="text-small leading-snug group-hover:text-cool-700 xl:px-1.5 xl:pb-1">{i.name}</span>
          )}
        </SmartLink>
      )}
    </GridList>
  );
}
