import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { Sparkles } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { blockLabels, illustrativeNote } from '@/lib/labels';
import type { Story as StoryData } from '@/schemas/common';

/**
 * 'A Story of Potential': an openly illustrative scenario. Its text reads in one column (about 70 characters a
 * line; never CSS columns, which split sentences); from lg the potential outcomes stand beside it as a block of
 * their own, below it on narrower screens.
 */
export function Story({ story, label = blockLabels.storyOfPotential }: { story: StoryData; label?: string }) {
  return (
    <Section tone="tint" labelledBy="story-heading">
      <div className="overflow-hidden rounded-3xl border border-line bg-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)]">
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
        <div className="border-t border-line bg-tint-50 p-7 md:px-12 md:py-10 lg:border-l lg:border-t-0 lg:px-9 lg:py-12">
          <h3 className="eyebrow text-tint-700">Potential outcomes</h3>
          <Checklist items={story.outcomes} className="mt-5" cols={{ md: 2, lg: 1 }} />
          <p className="mt-8 border-t border-line pt-5 text-sm text-muted">{illustrativeNote}</p>
        </div>
      </div>
    </Section>
  );
}
