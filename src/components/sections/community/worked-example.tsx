import { SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { CommunityContent } from '@/schemas/community';

/**
 * One project under the six rules, as the messages a member would see on the project list: who posts (by role),
 * what they write in the spoken face, and the rule the message shows. The heading and its one illustrative note
 * stay in view beside the thread from lg.
 */
export function WorkedExample({ example: e }: { example: NonNullable<CommunityContent['example']> }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-16">
      <div className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:self-start">
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
      </div>
      <ol className="grid gap-5 border-l-2 border-dashed border-line pl-6 md:pl-8">
        {e.messages.map((m) => (
          <li key={m.text} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[calc(1.5rem+0.4375rem)] size-3 rounded-full bg-cool-600 ring-4 ring-white md:-left-[calc(2rem+0.4375rem)]"
            />
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
              <span className="font-semibold text-ink-700">{m.from}</span>
              {m.rule && (
                <span className="font-spoken font-semibold tracking-wide text-cool-700 uppercase">
                  {blockLabels.rule} {m.rule}
                </span>
              )}
            </p>
            <p className="mt-2 rounded-2xl rounded-tl-md bg-mist px-4 py-3 font-spoken text-[0.9375rem] leading-relaxed text-ink-950 ring-1 ring-line md:px-5">
              {m.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
