import { Sparkles } from '@/components/ui/icon';
import { illustrativeNote } from '@/content/shared';
import type { Story as StoryData } from '@/content/types';
import { Checklist } from '@/components/ui/card';
import { Section } from '@/components/ui/section';

/** 'A Story of Potential': an openly illustrative scenario with its potential outcomes. */
export function Story({ story, label = 'A Story of Potential' }: { story: StoryData; label?: string }) {
  return (
    <Section tone="tint" labelledBy="story-heading">
      <div className="grid overflow-hidden rounded-3xl border border-line bg-white lg:grid-cols-[1.4fr_1fr]">
        <div className="p-7 md:p-12">
          <p className="inline-flex items-center gap-2 rounded-full bg-signal-500/10 px-3 py-1 text-sm font-semibold text-signal-700">
            <Sparkles aria-hidden="true" className="size-4" /> {label}
          </p>
          <h2 id="story-heading" className="mt-5 text-h2 font-bold">{story.title}</h2>
          {story.subtitle && <p className="mt-3 text-lead font-medium text-ink-700">{story.subtitle}</p>}
          <div className="mt-6 grid gap-4 prose-measure">
            {story.paragraphs.map((p) => <p key={p}>{p}</p>)}
          </div>
        </div>
        <div className="border-t border-line bg-mist p-7 md:p-12 lg:border-l lg:border-t-0">
          <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-cool-700">Potential outcomes</h3>
          <Checklist items={story.outcomes} className="mt-5" />
          <p className="mt-8 border-t border-line pt-5 text-sm text-muted">{illustrativeNote}</p>
        </div>
      </div>
    </Section>
  );
}
