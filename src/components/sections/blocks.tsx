import { Quote } from 'lucide-react';
import { illustrativeNote } from '@/content/shared';
import type { Block } from '@/content/types';
import { Button } from '@/components/ui/button';
import { Card, Checklist, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';

const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' } as const;

/** Renders one content block as a page section. `index` keys the heading ids; `tone` alternates. */
export function BlockSection({ block, index, tone }: { block: Block; index: number; tone: Tone }) {
  const hid = `block-${index}-heading`;
  const heading = (
    <SectionHeading id={hid} eyebrow={block.eyebrow} title={block.heading} intro={block.intro ? <p>{block.intro}</p> : undefined} />
  );
  return (
    <Section tone={tone} id={block.id} labelledBy={hid}>
      {block.type === 'prose' && !block.subsections ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          {heading}
          <div className="grid content-start gap-5 text-lead prose-measure">
            {block.paragraphs.map((p) => <p key={p}>{p}</p>)}
          </div>
        </div>
      ) : block.type === 'checklist' ? (
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          {heading}
          <Checklist items={block.items} className="md:grid-cols-2 md:gap-x-8 md:gap-y-4" />
        </div>
      ) : (
        <>
          {heading}
          <div className="mt-12"><BlockBody block={block} /></div>
        </>
      )}
    </Section>
  );
}

function BlockBody({ block }: { block: Block }) {
  switch (block.type) {
    case 'checklist':
      return null;
    case 'cards':
      return (
        <ol className={cn('grid gap-5', cols[block.columns ?? 3])}>
          {block.items.map((c, i) => (
            <li key={c.title}>
              <Card icon={c.icon} title={block.numbered ? `${i + 1}. ${c.title}` : c.title}><p>{c.description}</p></Card>
            </li>
          ))}
        </ol>
      );
    case 'detailCards':
      return (
        <ul className="grid gap-5 md:grid-cols-2">
          {block.items.map((c) => (
            <li key={c.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              <IconBadge name={c.icon} />
              <h3 className="mt-5 text-h3 font-semibold">{c.title}</h3>
              <p className="mt-2">{c.description}</p>
              <Checklist items={c.points} className="mt-5 text-[0.9375rem]" />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {block.steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-line bg-white p-6">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink-950 text-cool-300">
                  <Icon name={s.icon} className="size-5" />
                </span>
                <span className="text-sm font-bold text-cool-700">Phase {i + 1}</span>
              </div>
              <h3 className="mt-5 text-h3 font-semibold">{s.title}</h3>
              <p className="mt-2 text-[0.9875rem]">{s.description}</p>
              {s.points && <Checklist items={s.points} className="mt-4 text-[0.9375rem]" />}
            </li>
          ))}
        </ol>
      );
    case 'prose':
      return (
        <div className="grid gap-5 prose-measure">
          {block.paragraphs.map((p) => <p key={p}>{p}</p>)}
          {block.subsections?.map((s) => (
            <div key={s.heading} className="mt-4">
              <h3 className="text-h3 font-semibold">{s.heading}</h3>
              {s.paragraphs.map((p) => <p key={p} className="mt-3">{p}</p>)}
              {s.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 marker:text-cool-600">
                  {s.list.map((l) => <li key={l}>{l}</li>)}
                </ul>
              )}
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        <div>
          <div className="overflow-x-auto rounded-2xl border border-line bg-white" role="region" aria-label={`${block.heading}: table`} tabIndex={0}>
            <table className="w-full min-w-[36rem] text-left text-[0.9375rem]">
              <thead className="bg-ink-950 text-white">
                <tr>{block.columns.map((c) => <th key={c} scope="col" className="px-5 py-4 font-semibold">{c}</th>)}</tr>
              </thead>
              <tbody>
                {block.rows.map(([a, b, c]) => (
                  <tr key={a} className="border-t border-line">
                    <th scope="row" className="px-5 py-4 font-semibold text-ink-950">{a}</th>
                    <td className="px-5 py-4"><span className="inline-flex rounded-full bg-cool-50 px-2.5 py-0.5 text-sm font-semibold text-cool-700">{b}</span></td>
                    <td className="px-5 py-4">{c}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {block.notes && <Checklist items={block.notes} className="mt-8 md:grid-cols-3" />}
        </div>
      );
    case 'quotes':
      return (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-6">
          {block.items.map((q, i) => (
            <li key={q.quote} className={cn('lg:col-span-2', block.items.length === 5 && i >= 3 && 'lg:col-span-3')}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
                <div className="flex items-center justify-between">
                  <Quote aria-hidden="true" className="size-7 text-signal-500" />
                  <span className="rounded-full bg-mist px-3 py-1 text-xs font-semibold text-ink-700">{q.category}</span>
                </div>
                <blockquote className="mt-4 flex-1 text-[1.0625rem] leading-relaxed text-ink-900">“{q.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5 text-sm">
                  <IconBadge name={q.icon} className="size-9" />
                  <span className="font-semibold text-ink-950">{q.attribution}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      );
    case 'stories':
      return (
        <ol className="grid gap-8">
          {block.items.map((s, i) => (
            <li key={s.title} className="grid overflow-hidden rounded-3xl border border-line bg-white md:grid-cols-2">
              <div role="img" aria-label={s.alt}
                className={cn('flex min-h-56 items-center justify-center bg-gradient-to-br from-ink-900 to-ink-700', i % 2 === 1 && 'md:order-2')}>
                <Icon name={s.icon} className="size-20 text-cool-300/80" />
              </div>
              <div className="p-7 md:p-10">
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-cool-700">{s.subtitle}</p>
                <h3 className="mt-2 text-h3 font-bold">{s.title}</h3>
                <p className="mt-3">{s.description}</p>
                <h4 className="mt-6 text-sm font-semibold text-ink-950">Outcomes to aim for</h4>
                <Checklist items={s.outcomes} className="mt-3 text-[0.9375rem]" />
              </div>
            </li>
          ))}
        </ol>
      );
    case 'caseStudies':
      return (
        <ul className="grid gap-5 md:grid-cols-2">
          {block.items.map((c) => (
            <li key={c.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              <div className="flex items-center gap-3">
                <IconBadge name={c.icon} />
                <h3 className="text-h3 font-semibold">{c.title}</h3>
              </div>
              <dl className="mt-6 grid gap-4 text-[0.9375rem]">
                <div><dt className="font-semibold text-ink-950">Problem</dt><dd className="mt-1">{c.problem}</dd></div>
                <div><dt className="font-semibold text-ink-950">Solution</dt><dd className="mt-1">{c.solution}</dd></div>
                <div>
                  <dt className="font-semibold text-ink-950">Expected metrics</dt>
                  <dd className="mt-2"><Checklist items={c.expectedMetrics} /></dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      );
    case 'notice':
      return (
        <div className={cn('flex flex-col gap-6 rounded-3xl border p-8 md:flex-row md:items-center md:justify-between md:p-10',
          block.tone === 'soon' ? 'border-signal-500/30 bg-signal-500/5' : 'border-line bg-white')}>
          <p className="max-w-2xl text-lead">{block.body}</p>
          {block.cta && <Button href={block.cta.href} arrow>{block.cta.label}</Button>}
        </div>
      );
  }
}

/** The note under illustrative content (stories, case studies, testimonials). */
export function IllustrativeBanner({ text = illustrativeNote }: { text?: string }) {
  return (
    <div className="border-b border-signal-500/20 bg-signal-500/5">
      <p className="container-page py-4 text-[0.9375rem] font-medium text-ink-900">
        <span className="mr-2 rounded-full bg-signal-500 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-950">Illustrative</span>
        {text}
      </p>
    </div>
  );
}
