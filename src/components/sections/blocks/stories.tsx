import { headingText } from '@/components/ui/heading-text';
import { SceneImage } from '@/components/ui/scene-image';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import { site } from '@/lib/settings';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Illustrative stories: the industry's scene beside the story, alternating sides; the story's text ends with its call
 * excerpt (who calls, what they ask, the first step they hear) in the spoken face, so the text column is as full as
 * the scene's. The scene is decorative; the excerpt is real text.
 */
export function StoriesBlock({ block, heading }: BlockProps<'stories'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((s, i) => (
          <li key={s.title} className="grid overflow-hidden rounded-3xl border border-line bg-white md:grid-cols-2">
            <div
              data-tint={s.industry.id}
              className={cn('flex items-center justify-center bg-tint-50 p-6 md:p-8', i % 2 === 1 && 'md:order-2')}
            >
              <SceneImage src={industryScene(s.industry.id)} className="w-full max-w-md" />
            </div>
            <div className="p-7 md:p-10">
              <p className="eyebrow text-tint-700">{s.subtitle}</p>
              <h3 className="mt-2 text-h3 font-bold">{headingText(s.title)}</h3>
              <p className="mt-3">{s.description}</p>
              {/* The scenario's outcomes are aims, not results: labelled as such, with an arrow rather than a check. */}
              <dl className="mt-6 rounded-2xl bg-mist px-5 py-4">
                <dt className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
                  {blockLabels.storyOutcomes}
                </dt>
                <dd className="mt-2">
                  <ul className="grid gap-1.5 text-small">
                    {s.outcomes.map((o) => (
                      <li key={o} className="grid grid-cols-[1.25rem_minmax(0,1fr)]">
                        <span aria-hidden="true" className="font-spoken text-tint-600">
                          →
                        </span>
                        {o}
                      </li>
                    ))}
                  </ul>
                </dd>
              </dl>
              <figure
                data-tint={s.industry.id}
                className="mt-8 grid gap-2 border-t border-line pt-6 font-spoken text-[0.84375rem] leading-snug tracking-tight"
              >
                <figcaption className="sr-only">
                  {blockLabels.callExcerpt}: {s.call.caller}
                </figcaption>
                <p className="mr-8 rounded-2xl rounded-bl-md bg-tint-50 px-4 py-3 text-ink-900 ring-1 ring-tint-200">
                  <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-tint-700">
                    {s.call.caller}
                  </span>{' '}
                  <span>“{s.call.ask}”</span>
                </p>
                <p className="ml-8 rounded-2xl rounded-br-md bg-ink-900 px-4 py-3 text-white">
                  <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300">
                    {site.name} · {blockLabels.firstStep}
                  </span>{' '}
                  <span>{s.call.firstStep}</span>
                </p>
              </figure>
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
