import { MomentBlock } from '@/components/sections/blocks/moment';
import { SignatureSequence } from '@/components/sections/proof/signature-sequence';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import type { Composition } from '@/schemas/composition';

/**
 * Moments of one shift across a ruled line (down a dashed line on phones): each its time, heading and paragraph,
 * then the line said at that moment in the spoken face. On tablets the moments zig-zag either side of a dashed
 * spine, the right-hand ones set lower; from lg the columns share their rows (subgrid), so every heading,
 * paragraph and line starts level across the row.
 */
function Shift({ c, tone, sideways }: { c: Extract<Composition, { kind: 'shift' }>; tone: Tone; sideways: boolean }) {
  const cols = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }[c.items.length] ?? 'lg:grid-cols-4';
  return (
    <Section tone={tone} labelledBy="shift-heading">
      <SectionHeading id="shift-heading" eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
      {sideways && (
        <p aria-hidden="true" className="mt-8 font-spoken text-xs tracking-wide text-muted uppercase md:hidden">
          {blockLabels.scrollSideways} →
        </p>
      )}
      <ol
        // `sideways`: on phones the moments run along the line in a row that scrolls sideways, one at a time.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={sideways ? 0 : undefined}
        aria-label={sideways ? `${c.heading}: ${blockLabels.scrollSideways.toLowerCase()}` : undefined}
        className={cn(
          `relative mt-10 grid border-l-2 border-dashed border-tint-300 md:mt-14 md:max-lg:grid-cols-2 md:max-lg:gap-x-16 md:max-lg:border-l-0 md:max-lg:pb-20 md:max-lg:before:absolute md:max-lg:before:inset-y-0 md:max-lg:before:left-1/2 md:max-lg:before:-ml-px md:max-lg:before:border-l-2 md:max-lg:before:border-dashed md:max-lg:before:border-tint-300 lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-8 lg:border-t-2 lg:border-l-0 ${cols}`,
          sideways &&
            'max-md:-mx-5 max-md:mt-2 max-md:flex max-md:snap-x max-md:snap-mandatory max-md:gap-6 max-md:overflow-x-auto max-md:scroll-px-5 max-md:border-l-0 max-md:px-5 max-md:pb-3',
        )}
      >
        {c.items.map((m) => (
          <li
            key={m.label}
            data-moment=""
            className={cn(
              'group relative grid content-start gap-2 pb-10 pl-6 last:pb-0 md:max-lg:pl-0 md:max-lg:even:translate-y-20 lg:row-span-4 lg:grid-rows-subgrid lg:gap-y-3 lg:pt-8 lg:pb-0 lg:pl-0',
              sideways &&
                'max-md:w-[80%] max-md:shrink-0 max-md:snap-start max-md:border-t-2 max-md:border-dashed max-md:border-tint-300 max-md:pt-6 max-md:pb-0 max-md:pl-0',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 -left-[0.4375rem] size-3 rounded-full bg-tint-600 ring-4 ring-tint-100 md:max-lg:-left-[2.375rem] md:max-lg:group-odd:-right-[2.375rem] md:max-lg:group-odd:left-auto lg:-top-[0.4375rem] lg:left-0',
                sideways && 'max-md:-top-[0.4375rem] max-md:left-0',
              )}
            />
            <p className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">{m.label}</p>
            <h3 className="text-xl font-semibold tracking-tight text-ink-950">{headingText(m.heading)}</h3>
            <p className="text-[0.9375rem]">{m.body}</p>
            <blockquote className="mt-2 self-start rounded-2xl bg-ink-950 px-4 py-3.5 text-white lg:mt-1">
              <p className="font-spoken text-[0.6875rem] tracking-wide text-cool-300 uppercase">{m.line.speaker}</p>
              <p className="mt-1 font-spoken text-[0.9375rem] leading-snug font-medium tracking-tight">
                “{m.line.text}”
              </p>
            </blockquote>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * An industry or solution page's own composition below the hero (its content file's `composition`): a shift, one
 * moment of a call beside its transcript, text thread or correction, or one of its procedures walked through.
 */
export function BodyComposition({
  composition: c,
  tone,
  sideways = false,
}: {
  composition: Composition;
  tone: Tone;
  /** A shift's moments as a row that scrolls sideways on phones (for a page with a sideways row to spare). */
  sideways?: boolean;
}) {
  if (c.kind === 'shift') return <Shift c={c} tone={tone} sideways={sideways} />;
  if (c.kind === 'procedure') return <SignatureSequence content={c} id="procedure-heading" tone={tone} side={c.side} />;
  return (
    <Section tone={tone} labelledBy="said-heading">
      <MomentBlock
        block={{ ...c, type: 'moment' }}
        heading={<SectionHeading id="said-heading" eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />}
      />
    </Section>
  );
}
