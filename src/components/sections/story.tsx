import type { ReactNode } from 'react';

import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { Sparkles } from '@/components/ui/icon';
import { Section, type Tone } from '@/components/ui/section';
import { blockLabels, illustrativeNote } from '@/lib/labels';
import { site } from '@/lib/settings';
import type { Story as StoryData } from '@/schemas/common';

/** The story's own moment on the phone: the caller's question, then the mentor's first reply (its `exchange`). */
function Exchange({ exchange }: { exchange: NonNullable<StoryData['exchange']> }) {
  return (
    <div data-story-exchange="" className="grid gap-2 font-spoken text-[0.875rem] leading-snug tracking-tight">
      <p className="ml-8 rounded-2xl rounded-br-md bg-white px-4 py-3 text-ink-900 ring-1 ring-tint-200">
        <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-tint-700">
          {exchange.caller}
        </span>{' '}
        “{exchange.ask}”
      </p>
      <p className="mr-8 rounded-2xl rounded-bl-md bg-ink-900 px-4 py-3 text-white">
        <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300">{site.name}</span>{' '}
        {exchange.reply}
      </p>
    </div>
  );
}

/**
 * 'A Story of Potential': an openly illustrative scenario. Its text reads in one column (about 70 characters a
 * line; never CSS columns, which split sentences); from lg its rail stands beside it: the story's own exchange on
 * the phone, then the potential outcomes and the one illustrative note, kept in view (sticky) while a long story is
 * read, so the rail never shows an empty half. Below the text on narrower screens. An optional `figure` (the place
 * the story happens) heads the rail, so the rail carries a picture where it would otherwise run empty beside a long
 * story.
 */
export function Story({
  story,
  label = blockLabels.storyOfPotential,
  tone = 'tint',
  figure,
}: {
  story: StoryData;
  label?: string;
  tone?: Tone;
  /** A picture of the place the story happens, after its text (an industry's close-up). */
  figure?: ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy="story-heading">
      {/* overflow-clip, not overflow-hidden: a hidden overflow would make the card a scroll container, and the
          rail's sticky block would stick to it instead of to the viewport. */}
      <div className="overflow-clip rounded-3xl border border-line bg-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="p-7 md:p-12">
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
          <div className="mt-8 grid max-w-[33rem] gap-4 text-[1.0625rem]">
            {story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <div
          data-story-rail=""
          className="border-t border-line bg-tint-50 p-7 md:px-12 md:py-10 lg:border-l lg:border-t-0 lg:px-8 lg:py-10"
        >
          {figure && <div className="mb-8 max-w-[33rem]">{figure}</div>}
          <div
            data-story-rail-content=""
            className="grid gap-8 lg:sticky lg:top-[calc(var(--header-condensed)+1.5rem)]"
          >
            {story.exchange && <Exchange exchange={story.exchange} />}
            <div data-story-outcomes="">
              <h3 className="eyebrow text-tint-700">Potential outcomes</h3>
              <Checklist items={story.outcomes} className="mt-5" cols={{ md: 2, lg: 1 }} />
              <p className="mt-6 border-t border-line pt-5 text-sm text-muted">{illustrativeNote}</p>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
