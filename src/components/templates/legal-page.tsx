import {
  ReadingFrame,
  ReadingHeader,
  TocDisclosure,
  TocRail,
  tocTimeline,
  type TocEntry,
} from '@/components/sections/reading';
import { headingText } from '@/components/ui/heading-text';
import { formatDate } from '@/lib/dates';
import { readingCopy as c } from '@/lib/labels';
import { site } from '@/lib/settings';
import { slugger } from '@/lib/slug';
import type { LegalPageContent } from '@/schemas/legal';

/** The page in a few points, above its text: a ruled panel of terms and one-sentence answers. */
function Glance({ points }: { points: LegalPageContent['glance'] }) {
  return (
    <div className="mb-10 rounded-2xl border border-line bg-mist p-5 sm:p-6 md:mb-12 xl:mb-0 xl:p-5">
      <h2 id="glance-heading" className="text-xs font-semibold tracking-[0.14em] text-cool-700 uppercase">
        {c.glance}
      </h2>
      {/* Two columns beside each other in the text column; one under the other in the narrow track from xl. */}
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2 xl:grid-cols-1">
        {points.map((g) => (
          <div
            key={g.term}
            className="border-t border-line py-3.5 sm:[&:last-child:nth-child(odd)]:col-span-2 xl:py-3 xl:[&:last-child:nth-child(odd)]:col-span-1"
          >
            <dt className="text-[0.9375rem] font-semibold text-ink-950 xl:text-sm">{g.term}</dt>
            <dd className="mt-1 text-[0.9375rem] leading-relaxed text-body xl:text-sm">{g.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A legal page: the quiet reading header (eyebrow, title, summary, last updated), the page at a glance, the intro,
 * then one h2 per section at the reading measure, with a table of contents of those h2s (sticky beside the text from
 * lg, a <details> above it on smaller screens). No sales button: the page ends with whom to ask, by email or phone
 * (site.ts), and the other legal pages.
 */
export function LegalPage({ content: p }: { content: LegalPageContent }) {
  const idFor = slugger();
  const sections = p.sections.map((s) => ({ ...s, id: idFor(s.heading) }));
  const toc: TocEntry[] = sections.map((s) => ({ id: s.id, text: s.heading }));
  return (
    <>
      <ReadingHeader
        rail
        eyebrow={p.eyebrow}
        title={p.title}
        standfirst={p.summary}
        facts={
          <p>
            {c.lastUpdated} <time dateTime={p.lastUpdated}>{formatDate(p.lastUpdated)}</time>
          </p>
        }
      />
      <div className="bg-white pt-10 pb-20 md:pt-12 md:pb-28">
        {/* The sections' timelines reach the rail's links through the frame's timeline-scope. */}
        <ReadingFrame
          rail={<TocRail entries={toc} />}
          aside={p.glance.length > 0 ? <Glance points={p.glance} /> : undefined}
          timelines={toc.map((_, i) => tocTimeline(i))}
        >
          <TocDisclosure entries={toc} />
          <article aria-labelledby="page-title" className="reading-body">
            {p.intro.map((t) => (
              <p key={t}>{t}</p>
            ))}
            {sections.map((s, i) => (
              // Each section a view timeline that its link in the rail follows (TocList); unnamed, so not a landmark.
              <section key={s.id} style={{ viewTimelineName: tocTimeline(i) }}>
                <h2 id={s.id}>{headingText(s.heading)}</h2>
                {s.paragraphs.map((t) => (
                  <p key={t}>{t}</p>
                ))}
                {s.list && (
                  <ul>
                    {s.list.map((l) => (
                      <li key={l}>{l}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <p className="!mt-14 border-t border-line pt-6 text-base leading-relaxed text-muted">
              <strong className="font-semibold text-ink-950">{p.questions}</strong> {c.email}{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a> {c.call}{' '}
              <a href={`tel:${site.phone.tel}`} className="whitespace-nowrap">
                {site.phone.display}
              </a>
              .
            </p>
          </article>
          {p.related.length > 0 && (
            <nav aria-labelledby="related-heading" className="mt-10 max-w-(--measure)" data-pagefind-ignore="all">
              <p id="related-heading" className="text-xs font-semibold tracking-[0.14em] text-ink-700 uppercase">
                {c.related}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {p.related.map((r) => (
                  <li key={r.href}>
                    <a
                      href={r.href}
                      className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium text-ink-800 transition-colors hover:border-ink-300 hover:text-ink-950"
                    >
                      {r.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </ReadingFrame>
      </div>
    </>
  );
}
