import { SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import type { CommunityContent } from '@/schemas/community';

/** The rows of the first column from lg (Tailwind needs whole class names). */
const rows: Record<number, string> = {
  1: 'lg:grid-rows-1',
  2: 'lg:grid-rows-2',
  3: 'lg:grid-rows-3',
  4: 'lg:grid-rows-4',
  5: 'lg:grid-rows-5',
  6: 'lg:grid-rows-6',
};

/**
 * One project under the six rules, as the messages a member would see on the project list: who posts (by role),
 * what they write in the spoken face, and the rule the message shows. The heading and its one illustrative note lead
 * across the width; from lg the thread reads down two columns (the build, then the choice), so no column stands
 * empty beside it.
 */
export function WorkedExample({ example: e }: { example: NonNullable<CommunityContent['example']> }) {
  const half = Math.min(Math.ceil(e.messages.length / 2), 6);
  return (
    <>
      <SectionHeading
        id="example-heading"
        eyebrow={e.eyebrow}
        title={e.heading}
        intro={
          <>
            <p>{e.intro}</p>
            <p data-illustrative-note="" className="mt-4 flex gap-2 text-sm text-muted">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-cool-600" />
              {e.note}
            </p>
          </>
        }
      />
      <ol className={cn('mt-10 grid md:mt-12 lg:grid-flow-col lg:grid-cols-2 lg:gap-x-12', rows[half])}>
        {e.messages.map((m) => (
          <li key={m.text} className="relative border-l-2 border-dashed border-line pb-4 pl-6 md:pb-5 md:pl-8">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[0.4375rem] size-3 rounded-full bg-cool-600 ring-4 ring-white"
            />
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
              <span className="font-semibold text-ink-700">{m.from}</span>
              {m.rule && (
                <span className="font-spoken font-semibold tracking-wide text-cool-700 uppercase">
                  {blockLabels.rule} {m.rule}
                </span>
              )}
            </p>
            <p className="mt-2 rounded-2xl rounded-tl-md bg-mist px-4 py-2.5 font-spoken md:py-3 text-[0.875rem] leading-relaxed text-ink-950 ring-1 ring-line md:px-5 md:text-[0.9375rem]">
              {m.text}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
