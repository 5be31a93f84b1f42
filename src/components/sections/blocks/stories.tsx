import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { SceneImage } from '@/components/ui/scene-image';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import { site } from '@/lib/settings';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Illustrative stories: the industry's scene with a call excerpt from the story (who calls, what they ask, the
 * first step they hear) beside the text, alternating sides. The scene is decorative; the excerpt is real text.
 */
export function StoriesBlock({ block, heading }: BlockProps<'stories'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((s, i) => (
          <li key={s.title} className="grid overflow-hidden rounded-3xl border border-line bg-white md:grid-cols-2">
            <figure
              data-tint={s.industry.id}
              className={cn(
                'relative flex flex-col justify-end gap-2 bg-tint-50 p-5 font-spoken text-[0.84375rem] leading-snug tracking-tight md:p-7',
                i % 2 === 1 && 'md:order-2',
              )}
            >
              <figcaption className="sr-only">
                {blockLabels.callExcerpt}: {s.call.caller}
              </figcaption>
              <SceneImage src={industryScene(s.industry.id)} className="mb-1 w-full max-w-sm self-center" />
              <p className="ml-8 rounded-2xl rounded-br-md bg-white px-4 py-3 text-ink-900 ring-1 ring-tint-200">
                <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-tint-700">
                  {s.call.caller}
                </span>{' '}
                “{s.call.ask}”
              </p>
              <p className="mr-8 rounded-2xl rounded-bl-md bg-ink-900 px-4 py-3 text-white">
                <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300">
                  {site.name} · {blockLabels.firstStep}
                </span>{' '}
                {s.call.firstStep}
              </p>
            </figure>
            <div className="p-7 md:p-10">
              <p className="eyebrow text-tint-700">{s.subtitle}</p>
              <h3 className="mt-2 text-h3 font-bold">{headingText(s.title)}</h3>
              <p className="mt-3">{s.description}</p>
              {/* Each story's outcomes, named for screen readers; the check marks say it to the eye (the label is
                  not printed once per story). */}
              <h4 className="sr-only">{blockLabels.storyOutcomes}</h4>
              <Checklist items={s.outcomes} className="mt-6 text-small" />
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
