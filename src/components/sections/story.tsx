import type { ReactNode } from 'react';

import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { ChevronDown, Sparkles } from '@/components/ui/icon';
import { Section, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { blockLabels, illustrativeNote } from '@/lib/labels';
import { site } from '@/lib/settings';
import type { Story as StoryData } from '@/schemas/common';

/**
 * The story's own moment on the phone: the caller's question, then the mentor's first reply (its `exchange`), in the
 * spoken face. `large`: set as the story's picture (a page whose story has no drawing of its place).
 */
function Exchange({ exchange, large }: { exchange: NonNullable<StoryData['exchange']>; large: boolean }) {
  const size = large ? 'text-[1.0625rem] md:text-[1.25rem] leading-snug' : 'text-[0.875rem] leading-snug';
  return (
    <div data-story-exchange="" className={cn('grid gap-2 font-spoken tracking-tight', size)}>
      <p className="ml-8 rounded-2xl rounded-br-md bg-tint-50 px-4 py-3 text-ink-900 ring-1 ring-tint-200 md:px-5 md:py-4">
        <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-tint-700">
          {exchange.caller}
        </span>{' '}
        “{exchange.ask}”
      </p>
      <p className="mr-8 rounded-2xl rounded-bl-md bg-ink-900 px-4 py-3 text-white md:px-5 md:py-4">
        <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300">{site.name}</span>{' '}
        {exchange.reply}
      </p>
    </div>
  );
}

/**
 * A story's paragraphs after its first: on a phone a disclosure, so the story's call and outcomes come sooner; from
 * md always shown (the closed disclosure's content made visible, its summary hidden: the footer's pattern). Where
 * ::details-content is unknown it stays a disclosure at every width.
 */
function StoryRest({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <details className="group md:[&::details-content]:[content-visibility:visible]">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-tint-700 md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        {blockLabels.readStory}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="grid gap-4">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </details>
  );
}

/**
 * 'A Story of Potential': an openly illustrative scenario, as one card. Its text reads in one column (about 70
 * characters a line); beside it from lg stand the place (an industry's close-up, `figure`) and the story's call,
 * so the two columns end near each other. Without a figure the heading spans the card and the call, set larger,
 * stands beside the text alone. The potential outcomes run as a full-width strip across the card's foot, with the
 * page's one illustrative note; with neither figure nor call they stand beside the text instead, the note under
 * both. On phones everything stacks in reading order.
 */
export function Story({
  story,
  label = blockLabels.storyOfPotential,
  tone = 'tint',
  figure,
  fold = false,
}: {
  story: StoryData;
  label?: string;
  tone?: Tone;
  /** A picture of the place the story happens, beside its text (an industry's close-up). */
  figure?: ReactNode;
  /** On phones, the paragraphs after the first behind a disclosure (always shown from md). */
  fold?: boolean;
}) {
  // Neither a picture nor a call (a page that already speaks in a section of its own): the outcomes stand beside
  // the text instead of under it, so the card has no empty column.
  const beside = !figure && !story.exchange;
  const aside = figure || story.exchange || beside;
  const count = story.outcomes.length;
  // Beside a picture the two columns end near each other when the side column suits the story's length: a short
  // story takes a narrower picture, a long one its call set larger.
  const length = story.paragraphs.reduce((n, p) => n + p.length, 0);
  const short = Boolean(figure) && length < 600;
  const long = Boolean(figure) && length > 1000;
  return (
    <Section tone={tone} labelledBy="story-heading">
      <div data-story="" className="overflow-clip rounded-3xl border border-line bg-white">
        <div
          className={cn(
            'grid gap-x-14 p-7 md:p-12',
            aside &&
              (short ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]'),
            figure && 'lg:grid-rows-[auto_1fr]',
          )}
        >
          <div className={cn(!figure && 'lg:col-span-2')}>
            {/* The label is the section's badge, not its content: search snippets leave it out. */}
            <p
              data-pagefind-ignore="all"
              className="inline-flex items-center gap-2 rounded-full bg-tint-900 px-3 py-1 text-sm font-semibold text-white"
            >
              <Sparkles aria-hidden="true" className="size-4 text-tint-200" /> {label}
            </p>
            <h2 id="story-heading" className="mt-5 max-w-3xl text-h2 font-bold">
              {headingText(story.title)}
            </h2>
            {story.subtitle && <p className="mt-3 max-w-3xl text-lead font-medium text-ink-700">{story.subtitle}</p>}
          </div>
          <div data-story-text="" className="mt-8 grid max-w-[36rem] content-start gap-4 text-[1.0625rem]">
            {fold && story.paragraphs.length > 1 ? (
              <>
                <p>{story.paragraphs[0]}</p>
                <StoryRest paragraphs={story.paragraphs.slice(1)} />
              </>
            ) : (
              story.paragraphs.map((p) => <p key={p}>{p}</p>)
            )}
          </div>
          {aside && (
            <div
              data-story-aside=""
              className={cn(
                'mt-10 grid max-w-[33rem] content-start gap-8',
                figure ? 'lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0' : 'lg:mt-8',
                !figure && story.exchange && 'lg:self-center',
              )}
            >
              {figure}
              {story.exchange && <Exchange exchange={story.exchange} large={!figure || long} />}
              {beside && (
                <div data-story-outcomes="" className="rounded-2xl bg-tint-50 p-6 ring-1 ring-tint-100 md:p-8">
                  <h3 className="eyebrow text-tint-700">Potential outcomes</h3>
                  <Checklist items={story.outcomes} className="mt-5" />
                </div>
              )}
            </div>
          )}
        </div>
        {beside ? (
          <p className="border-t border-line px-7 py-5 text-sm text-muted md:px-12">{illustrativeNote}</p>
        ) : (
          <div data-story-outcomes="" className="border-t border-line bg-tint-50 px-7 py-8 md:px-12 md:py-10">
            <h3 className="eyebrow text-tint-700">Potential outcomes</h3>
            <Checklist items={story.outcomes} className="mt-5" cols={{ md: 2, lg: Math.min(count, 4) }} />
            <p className="mt-6 border-t border-tint-100 pt-5 text-sm text-muted">{illustrativeNote}</p>
          </div>
        )}
      </div>
    </Section>
  );
}
