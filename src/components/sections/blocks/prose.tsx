import { Facts } from '@/components/ui/facts';
import { headingText } from '@/components/ui/heading-text';
import { Waveform } from '@/components/ui/waveform';

import { CompanyCard } from './company-card';
import { ActionButton, StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * A worked example under the heading, by role: the expert's line as a card in the spoken face — its label, the role,
 * then a few terms and details (who calls, what the line answers, what stays theirs).
 */
function Profile({ profile }: { profile: NonNullable<BlockProps<'prose'>['block']['profile']> }) {
  return (
    <figure className="on-dark max-w-md rounded-2xl bg-ink-950 p-6 text-ink-200 md:p-7">
      <figcaption className="flex items-center gap-3 font-spoken text-xs tracking-wide text-tint-200 uppercase">
        <Waveform bars={10} className="h-5 text-signal-400" />
        {profile.label}
      </figcaption>
      <p className="mt-4 font-spoken text-xl leading-snug font-medium tracking-tight text-white">{profile.role}</p>
      <dl className="mt-5 grid gap-3 border-t border-white/10 pt-5 text-small">
        {profile.facts.map((f) => (
          <div key={f.term} className="grid gap-0.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-spoken text-xs tracking-wide text-cool-300 uppercase sm:pt-0.5">{f.term}</dt>{' '}
            {/* The space keeps term and detail apart in the search index's excerpts. */}
            <dd>{f.detail}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/**
 * Paragraphs beside the heading, with an optional row of key facts under them (with a profile card, the paragraphs go
 * under the heading and the card beside them); with subsections (questions and answers), below it as ruled rows.
 */
export function ProseBlock({ block, heading }: BlockProps<'prose'>) {
  if (!block.subsections) {
    const body = (
      <>
        {block.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {block.facts && (
          <Facts
            items={block.facts.map((f) => ({ label: f.label, value: f.value }))}
            styles={{
              list: 'mt-4 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-6 sm:grid-cols-4',
              item: 'flex flex-col gap-1',
              label: 'text-sm leading-snug text-muted',
              value: 'order-first font-spoken text-2xl font-semibold tracking-tight text-tint-700',
            }}
          />
        )}
        {block.action && (
          <div>
            <ActionButton action={block.action} />
          </div>
        )}
      </>
    );
    if (block.profile && !block.company) {
      // With a profile card: the heading and its paragraphs read as one column and the card stands beside them from
      // lg, centred on them (their heights are alike), so neither column ends in an empty half.
      return (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
          <div>
            {heading}
            <div className="mt-8 grid content-start gap-5 text-lead prose-measure">{body}</div>
          </div>
          <div className="lg:justify-self-end">
            <Profile profile={block.profile} />
          </div>
        </div>
      );
    }
    return (
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        {block.company ? (
          // Below lg the company card follows the paragraphs (the wrapper steps aside; the card is ordered last).
          <div className="max-lg:contents">
            {heading}
            {block.profile && (
              <div className="mt-10">
                <Profile profile={block.profile} />
              </div>
            )}
            <CompanyCard company={block.company} />
          </div>
        ) : (
          heading
        )}
        <div className="grid content-start gap-5 text-lead prose-measure">{body}</div>
      </div>
    );
  }
  // Subsections are questions and their answers (the knowledge base): one ruled row each, the question as someone
  // would ask it, in the spoken face, beside its answer at reading width, so the rows use the page's width. The
  // paragraphs are the heading's lead (BlockSection draws them there).
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div className="border-b border-line">
        {block.subsections.map((s) => (
          <div
            key={s.heading}
            className="grid gap-3 border-t border-line py-7 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12"
          >
            <h3 className="font-spoken text-lg leading-snug font-medium tracking-tight text-ink-950 md:text-xl">
              {headingText(s.heading)}
            </h3>
            <div className="prose-measure">
              {s.paragraphs.map((p, i) => (
                <p key={p} className={i > 0 ? 'mt-3' : undefined}>
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-cool-600">
                  {s.list.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        ))}
      </div>
    </StackedBlock>
  );
}
