import type { ReactNode } from 'react';

import { ProofPanel } from '@/components/sections/proof/proof-panel';
import { ComposedPage } from '@/components/templates/composed-page';
import { ArrowRight } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { SmsThread } from '@/components/ui/sms-thread';
import { cn } from '@/lib/cn';
import type { ConnectionsHrBody } from '@/schemas/connections-hr';

/** One side of the check-in: a numbered label, a line of context, then the visual. */
function Side({
  n,
  label,
  description,
  children,
}: {
  n: number;
  label: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col">
      <h3 className="flex items-center gap-3 text-h3 font-bold">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-ink-900 text-sm text-white"
        >
          {n}
        </span>
        {label}
      </h3>
      <p className="mt-2 text-body">{description}</p>
      <div className="mt-6 flex flex-1 items-start justify-center">{children}</div>
    </div>
  );
}

/**
 * Connections HR: the composed-page pattern, with the product shown. The hero carries the wellness dashboard;
 * after the blocks, the check-in is seen from both sides: the worker's SMS and HR's aggregated view, then what an
 * expert walks you through (#expert), in a few named parts. The hero's eyebrow is its one status label ("Coming
 * Soon"); the page has one ask, the waitlist: the hero's button and the closing band's (#contact).
 */
export function ConnectionsHrPage({ content: c }: { content: ConnectionsHrBody }) {
  const k = c.checkIn;
  return (
    <ComposedPage
      content={c}
      visual={<ProofPanel proof={c.dashboard} kind="dashboard" pairSentiment />}
      heroLink={
        // One button in the hero (the page's one ask); the way down to the demo is a quiet link, not a second ask.
        c.hero.secondary && (
          <SmartLink
            href={c.hero.secondary.href}
            className="group mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-cool-300 hover:text-white"
          >
            {c.hero.secondary.label}
            <ArrowRight
              aria-hidden="true"
              className="size-4 rotate-90 transition-transform group-hover:translate-y-0.5"
            />
          </SmartLink>
        )
      }
      afterBlocks={
        <Section id={k.id} tone={c.blocks.length % 2 === 0 ? 'white' : 'tint'} labelledBy="check-in-heading">
          <SectionHeading id="check-in-heading" eyebrow={k.eyebrow} title={k.heading} intro={<p>{k.intro}</p>} />
          <div className="mt-12 grid gap-12 lg:grid-cols-2 lg:gap-16">
            <Side n={1} label={k.worker.label} description={k.worker.description}>
              <SmsThread from={k.worker.from} sender={k.worker.sender} messages={k.worker.messages} />
            </Side>
            <Side n={2} label={k.hr.label} description={k.hr.description}>
              <ProofPanel proof={k.hr.view} kind="dashboard" className="bg-ink-900" />
            </Side>
          </div>
          {/* The third step of the check-in story: what an expert walks you through. Without points, one ruled line
              under both sides (the sections above already name what is shown). No link of its own: the page's one
              ask, the waitlist, is the closing band right below. */}
          <div
            id={k.expert.id}
            className={cn(
              'mt-14',
              k.expert.points
                ? 'rounded-2xl bg-white p-7 ring-1 ring-line md:p-10'
                : 'grid gap-x-8 gap-y-2 border-t border-line pt-8 lg:grid-cols-2',
            )}
          >
            <h3 className="flex items-center gap-3 text-h3 font-bold">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm text-white"
              >
                3
              </span>
              {k.expert.heading}
            </h3>
            <p className={cn('max-w-2xl text-body', k.expert.points ? 'mt-3' : 'lg:pt-1')}>{k.expert.body}</p>
            {k.expert.points && (
              <dl className="mt-8 grid gap-6 md:grid-cols-3 md:gap-8">
                {k.expert.points.map((p) => (
                  <div key={p.label} className="border-t border-line pt-5">
                    <dt className="font-semibold text-ink-950">{p.label}</dt>{' '}
                    {/* The space keeps term and detail apart in the search index's excerpts. */}
                    <dd className="mt-1.5 text-small text-muted">{p.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </Section>
      }
    />
  );
}
