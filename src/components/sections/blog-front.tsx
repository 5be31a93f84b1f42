import { headingText } from '@/components/ui/heading-text';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';
import { formatDate, postPath, tagPath, tagSlug, type Post } from '@/lib/blog';
import { cn } from '@/lib/cn';
import { format } from '@/lib/format';

/**
 * The tints a post's card can take, one per topic: a post's first tag picks one (the same tag, the same tint on
 * every build), so posts on one topic look alike and neighbouring topics differ. Names of tints.css ramps.
 */
const topicTints = ['field-services', 'training', 'energy', 'government', 'restaurant-and-hospitality', 'it'] as const;

export const tintOf = (tag: string) =>
  topicTints[[...tagSlug(tag)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % topicTints.length];

/**
 * The blog's front: the newest post as the lead story across the width, the next ones beside each other. Each post
 * opens with its figure, drawn in its topic's tint: the line said on the kind of call it is about, in the spoken
 * face over a waveform (a post without one shows its topic instead). Then date and reading time, the linked title,
 * the summary and the tags.
 */
export function BlogFront({
  posts,
  minRead,
  lead: leads = true,
  className = 'mt-10',
  titleAs: Title = 'h3',
}: {
  posts: Post[];
  minRead: string;
  /** False: every post a smaller card (the ones after the lead, which the blog's masthead carries). */
  lead?: boolean;
  className?: string;
  /** The posts' title level: h2 where no section heading stands over them (the newest post under the masthead). */
  titleAs?: 'h2' | 'h3';
}) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-2', className)}>
      {posts.map((p, i) => {
        const lead = leads && i === 0;
        return (
          <li
            key={p.slug}
            data-tint={tintOf(p.tags[0] ?? p.slug)}
            data-post=""
            className={cn(
              'group relative grid overflow-hidden rounded-3xl bg-white ring-1 ring-ink-100 shadow-sm',
              lead
                ? 'md:col-span-2 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]'
                : // The smaller posts share five rows of the list's grid (figure, date, title, summary, tags), so the parts
                  // of a row start level whatever a title's length.
                  'md:row-span-5 md:grid-rows-subgrid md:gap-y-0',
            )}
          >
            <figure
              className={cn(
                'relative flex flex-col gap-6 overflow-hidden bg-tint-100 text-tint-900',
                // The lead's line right under its speaker: pushed to the foot, it left a gap as tall as itself.
                lead ? 'min-h-64 justify-start p-7 md:gap-8 md:p-10' : 'min-h-48 justify-between p-6',
              )}
            >
              {/* A quote mark drawn large behind the line, in the tint: the figure's shape. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-3 right-5 font-spoken text-[7rem] leading-[0.8] text-tint-200 select-none"
              >
                ”
              </span>
              {/* Clear of the quote mark's corner. */}
              <span className="relative flex items-center gap-3 pr-20 font-spoken text-xs tracking-wide text-tint-700 uppercase">
                <Waveform className="h-5 text-tint-600" bars={lead ? 14 : 9} />
                {p.spoken?.speaker ?? p.tags[0]}
              </span>
              {p.spoken && (
                <span
                  className={cn(
                    'relative block font-spoken leading-snug font-medium tracking-tight',
                    lead ? 'text-xl md:text-[1.75rem]' : 'text-lg',
                  )}
                >
                  “{p.spoken.text}”
                </span>
              )}
            </figure>
            <div className={cn('flex flex-col', lead ? 'p-7 md:p-10' : 'p-6 md:contents')}>
              <p className={cn('text-sm text-muted', !lead && 'md:px-6 md:pt-6')}>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
                <span aria-hidden="true"> · </span>
                {format(minRead, { n: p.minutes })}
              </p>
              <Title className={cn('mt-3 font-semibold text-ink-950', lead ? 'text-h2' : 'text-h3 md:px-6')}>
                <SmartLink
                  href={postPath(p.slug)}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-cool-700 hover:underline"
                >
                  {headingText(p.title)}
                </SmartLink>
              </Title>
              <p className={cn('mt-3 text-muted', !lead && 'md:px-6')}>{p.summary}</p>
              <ul className={cn('relative z-10 mt-auto flex flex-wrap gap-2 pt-5 text-sm', !lead && 'md:px-6 md:pb-6')}>
                {p.tags.map((t) => (
                  <li key={t}>
                    <SmartLink
                      href={tagPath(t)}
                      className="block rounded-full bg-tint-50 px-3 py-1 text-tint-700 ring-1 ring-tint-200 hover:underline"
                    >
                      {t}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
