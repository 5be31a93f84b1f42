import { ArrowLink } from '@/components/ui/arrow-link';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';
import type { DocSection } from '@/schemas/composed';

import type { BlockProps } from './types';

/** The name of the view timeline of the documentation's i-th section, which its link in the contents follows. */
const docTimeline = (i: number) => `--doc-${i}`;

/** The name of the view timeline of the documentation's i-th part, which its link in the phone's bar follows. */
const partTimeline = (i: number) => `--doc-part-${i}`;

/** The anchor of the documentation's i-th group. */
const groupId = (i: number) => `docs-part-${i + 1}`;

/**
 * A documentation hub: an index of every section (sticky beside them from lg; below lg the four parts in a bar under
 * the header all the way down), then the overview heading and the sections in their groups, each with its own anchor.
 * Group titles are h3, section titles h4. From xl each section's title stands beside its text, which keeps its reading
 * measure. The contents mark the section (the bar the part) being read, as the legal pages' rail does.
 */
export function DocsBlock({ block, heading }: BlockProps<'docs'>) {
  // Each section's place down the page names its view timeline, which its link in the contents follows.
  const order = new Map(block.groups.flatMap((g) => g.sections).map((s, i) => [s.id, docTimeline(i)]));
  return (
    <>
      {/* A column of flex items below lg, not a grid: a grid item sticks only within its own row, and the parts'
          bar must stay in view down the whole documentation. */}
      <div
        className="flex flex-col gap-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14"
        style={{ timelineScope: [...order.values(), ...block.groups.map((_, i) => partTimeline(i))].join(', ') }}
      >
        {/* The overview heads the reading column, so the contents start level with it; on phones it comes first. */}
        <div className="lg:col-start-2">{heading}</div>
        <nav
          data-doc-contents=""
          aria-label={block.indexLabel}
          className="sticky top-[calc(var(--header-condensed)+0.5rem)] z-10 rounded-xl border border-line bg-white/95 p-1 shadow-sm backdrop-blur lg:top-[calc(var(--header-condensed)+1.5rem)] lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-var(--header-condensed)-3rem)] lg:-mx-1 lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:px-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
        >
          <div className="flex gap-1 overflow-x-auto overscroll-x-contain lg:grid lg:grid-cols-1 lg:gap-6 lg:overflow-visible">
            {block.groups.map((g, gi) => (
              <div key={g.title}>
                <a
                  href={`#${groupId(gi)}`}
                  // Below lg: one row that scrolls sideways, marking the part being read (by CSS alone).
                  style={{ animationTimeline: partTimeline(gi) }}
                  className="flex min-h-11 [animation:toc-current_linear_none] [animation-range:cover] lg:[animation:none] items-center gap-2 rounded-lg px-3 eyebrow text-xs whitespace-nowrap text-tint-700 hover:bg-mist hover:text-ink-950 lg:min-h-0 lg:px-0 lg:whitespace-normal lg:hover:bg-transparent"
                >
                  <span aria-hidden="true" className="font-spoken text-muted tabular-nums lg:hidden">
                    {ordinal(gi)}
                  </span>
                  {g.title}
                </a>
                <ol className="mt-3 hidden gap-0.5 border-l border-line lg:grid">
                  {g.sections.map((s) => (
                    <li key={s.id}>
                      <a
                        href={`#${s.id}`}
                        // The section being read is marked (globals.css .toc-spy), by CSS alone: without JavaScript
                        // too, and a plain list where scroll-driven animations are unknown.
                        style={{ animationTimeline: order.get(s.id) }}
                        className="toc-spy -ml-px flex min-h-9 items-center rounded-r-md border-l-2 border-transparent py-1 pl-4 text-small font-medium text-ink-700 hover:border-tint-600 hover:text-ink-950"
                      >
                        {s.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </nav>
        {/* Each group clips its corners with overflow-clip, not hidden: a hidden overflow is a scroll container, and
            the sections' view timelines would follow it instead of the page. */}
        <div className="grid gap-10 lg:col-start-2">
          {block.groups.map((g, gi) => (
            <div
              key={g.title}
              id={groupId(gi)}
              style={{ viewTimelineName: partTimeline(gi) }}
              className="doc-spy-section scroll-mt-[calc(var(--header-condensed)+4.5rem)] overflow-clip rounded-3xl border border-line bg-white lg:scroll-mt-[calc(var(--header-condensed)+1.5rem)]"
            >
              <h3 className="flex items-center gap-3 border-b border-line bg-mist px-6 py-4 eyebrow text-tint-700 md:px-9">
                <span aria-hidden="true" className="tabular-nums text-muted">
                  {ordinal(gi)}
                </span>
                {g.title}
              </h3>
              <div className="divide-y divide-line">
                {g.sections.map((s, si) => (
                  <DocArticle key={s.id} section={s} number={`${gi + 1}.${si + 1}`} timeline={order.get(s.id)!} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * One documentation section, numbered in its part. Its text keeps a reading measure of at most 80 characters a line: 52ch of this face
 * sets about 78 (prose-measure's 68ch set 94–97; tests/e2e/company.spec.ts, DOC_MEASURE).
 */
function DocArticle({ section: s, number, timeline }: { section: DocSection; number: string; timeline: string }) {
  const List = s.list?.ordered ? 'ol' : 'ul';
  return (
    <article
      id={s.id}
      aria-labelledby={`${s.id}-title`}
      className="doc-spy-section scroll-mt-14 px-6 py-8 md:px-9 md:py-9 lg:scroll-mt-0 xl:grid xl:grid-cols-[13rem_minmax(0,1fr)] xl:gap-x-10"
      style={{ viewTimelineName: timeline }}
    >
      {/* The section's number in its part (2.3), in the spoken face: where it sits, and its permalink, as in
          reference documentation. */}
      <div className="flex items-baseline gap-3 xl:flex-col xl:gap-2">
        <a
          href={`#${s.id}`}
          data-pagefind-ignore=""
          className="inline-flex min-h-6 min-w-6 items-center font-spoken text-sm font-medium text-tint-700 tabular-nums underline decoration-tint-400/0 underline-offset-4 hover:decoration-tint-400"
        >
          {number}
          <span className="sr-only"> {s.title}</span>
        </a>
        <h4 id={`${s.id}-title`} className="text-h3 font-semibold">
          {headingText(s.title)}
        </h4>
      </div>
      <div>
        <div className="mt-5 grid gap-4 max-w-[52ch] xl:mt-0">
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {s.list && (
          <List className={cn('mt-5 grid max-w-[52ch]', s.list.ordered ? 'gap-3' : 'gap-2')}>
            {s.list.items.map((item, i) => (
              <li key={item} className="flex gap-3">
                {s.list?.ordered ? (
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-950 text-xs font-bold text-white"
                  >
                    {i + 1}
                  </span>
                ) : (
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-tint-600" />
                )}
                <span className="text-ink-900">{item}</span>
              </li>
            ))}
          </List>
        )}
        {s.note && (
          <p className="mt-6 rounded-xl border-l-4 border-tint-400 bg-mist px-5 py-4 text-small text-ink-900 max-w-[52ch]">
            {s.note}
          </p>
        )}
        {s.example && <DocExample example={s.example} />}
        {s.more && (
          <ArrowLink href={s.more.href} className="mt-6 text-tint-700 hover:text-ink-950">
            {s.more.label}
          </ArrowLink>
        )}
      </div>
    </article>
  );
}

/**
 * A section at work, where reference documentation shows a code sample: a short exchange, each line's speaker in the
 * sans and the words in the spoken face, the mentor's lines marked by the tint's rule.
 */
function DocExample({ example }: { example: NonNullable<DocSection['example']> }) {
  return (
    <figure className="mt-6 max-w-[60ch] overflow-clip rounded-xl border border-line bg-mist">
      <figcaption className="border-b border-line bg-white px-4 py-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {example.label}
      </figcaption>
      <dl className="grid gap-3 px-4 py-4 md:px-5">
        {example.lines.map((l, i) => (
          <div key={i} className="grid gap-0.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3">
            <dt className="pt-0.5 text-xs font-semibold text-ink-700">{l.speaker}</dt>
            <dd
              className={cn(
                'font-spoken text-sm leading-relaxed whitespace-pre-line text-ink-950',
                i % 2 === 1 && 'border-l-2 border-tint-600 pl-3',
              )}
            >
              {l.text}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
