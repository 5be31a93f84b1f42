import type { ReactNode } from 'react';

import { headingText } from '@/components/ui/heading-text';
import { ChevronDown } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { readingCopy } from '@/lib/labels';

/**
 * Long-form reading (blog posts, legal pages): a quiet light header and one centred text column at the reading
 * measure (`--measure`, globals.css `.reading-body`). With a `rail` (a legal page's table of contents) the rail
 * sits beside the column from lg, sticky under the header; from xl the column stays centred on the page, with a
 * track on its right as wide as the rail. An `aside` (a legal page's summary) comes before the text, and from xl
 * moves into that right track, sticky beside the text.
 */
export function ReadingFrame({
  rail,
  aside,
  timelines,
  children,
}: {
  rail?: ReactNode;
  aside?: ReactNode;
  /** Named view timelines in the text that the rail follows (timeline-scope). */
  timelines?: string[];
  children: ReactNode;
}) {
  // `rail={null}`: an empty rail, so a header lines up with a body that has one.
  if (rail === undefined)
    return (
      <div className="container-page">
        <div className="mx-auto max-w-(--measure)">{children}</div>
      </div>
    );
  return (
    <div
      style={timelines?.length ? { timelineScope: timelines.join(', ') } : undefined}
      className={cn(
        'container-page lg:grid lg:grid-cols-[13rem_minmax(0,var(--measure))] lg:gap-x-14',
        'xl:grid-cols-[minmax(0,1fr)_minmax(0,var(--measure))_minmax(0,1fr)] xl:gap-x-16',
      )}
    >
      <div className="hidden lg:row-span-2 lg:block">{rail}</div>
      {aside && (
        <div className="mx-auto w-full max-w-(--measure) lg:col-start-2 lg:mx-0 xl:col-start-3 xl:row-span-2 xl:row-start-1">
          <div className="xl:sticky xl:top-[calc(var(--header-condensed)+2rem)]">{aside}</div>
        </div>
      )}
      <div className="mx-auto w-full max-w-(--measure) lg:col-start-2 lg:mx-0 xl:row-span-2 xl:row-start-1">
        {children}
      </div>
    </div>
  );
}

/**
 * The quiet header of a reading page (`data-hero`, the one hero the route sweep expects): eyebrow, h1, a standfirst
 * and a line of facts (date, author, reading time; or "Last updated"). No band, no scene, no buttons.
 */
export function ReadingHeader({
  eyebrow,
  title,
  standfirst,
  facts,
  rail = false,
}: {
  eyebrow: ReactNode;
  title: string;
  standfirst: string;
  facts: ReactNode;
  /** True when the body below has a rail: the header lines up with the body's column. */
  rail?: boolean;
}) {
  return (
    <section aria-labelledby="page-title" data-hero="" className="bg-white pt-12 md:pt-20">
      <ReadingFrame rail={rail ? null : undefined}>
        <div className="border-b border-line pb-8 md:pb-10">
          <div className="text-sm font-semibold tracking-[0.14em] text-cool-700 uppercase">{eyebrow}</div>
          <h1 id="page-title" className="mt-4 text-h2 font-bold text-ink-950">
            {headingText(title)}
          </h1>
          <p className="mt-5 text-lead text-body">{standfirst}</p>
          <div className="mt-6 text-small text-muted">{facts}</div>
        </div>
      </ReadingFrame>
    </section>
  );
}

/** A heading of a table of contents: its text and the id of the h2 it leads to. */
export interface TocEntry {
  id: string;
  text: string;
}

/** The name of the view timeline of a legal page's i-th section (legal-page.tsx), which its rail link follows. */
export const tocTimeline = (i: number) => `--toc-${i}`;

function TocList({ entries, roomy = false, spy = false }: { entries: TocEntry[]; roomy?: boolean; spy?: boolean }) {
  return (
    <ol className="grid gap-1 text-small">
      {entries.map((e, i) => (
        <li key={e.id}>
          <a
            href={`#${e.id}`}
            // In the rail, the link of the section being read is marked (globals.css .toc-spy), by CSS alone.
            style={spy ? { animationTimeline: tocTimeline(i) } : undefined}
            className={cn(
              'block rounded-md border-l-2 border-transparent pr-2 pl-3 text-muted',
              roomy ? 'py-2.5' : 'py-1.5',
              'transition-colors hover:border-cool-600 hover:bg-mist hover:text-ink-950',
              spy && 'toc-spy',
            )}
          >
            {e.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal page's table of contents, built from its h2s. From lg: a sticky list in the rail (`TocRail`). Below lg:
 * a closed <details> at the top of the text (`TocDisclosure`, named by its summary; a second nav landmark of the
 * same name would not be unique in the HTML). Only one of the two is displayed at any width, so
 * assistive technology meets one list; neither is indexed by Pagefind (the headings are, in the text).
 */
export function TocRail({ entries }: { entries: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      data-toc=""
      data-pagefind-ignore="all"
      className="sticky top-[calc(var(--header-condensed)+2rem)] max-h-[calc(100vh-var(--header-condensed)-4rem)] overflow-y-auto pt-1 xl:ml-auto xl:max-w-56"
    >
      <p id="toc-heading" className="mb-3 pl-3.5 text-xs font-semibold tracking-[0.14em] text-ink-700 uppercase">
        {readingCopy.toc}
      </p>
      <TocList entries={entries} spy />
    </nav>
  );
}

export function TocDisclosure({ entries }: { entries: TocEntry[] }) {
  return (
    <details
      data-toc=""
      data-pagefind-ignore="all"
      className="group mb-10 rounded-xl border border-line bg-mist lg:hidden"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
        {readingCopy.toc}
        <ChevronDown className="size-5 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="border-t border-line px-1 py-3">
        <TocList entries={entries} roomy />
      </div>
    </details>
  );
}
