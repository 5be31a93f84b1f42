import { Quote } from '@/components/ui/icon';
import { illustrativeNote } from '@/content/shared';
import type { Block } from '@/content/types';
import { Button } from '@/components/ui/button';
import { Card, Checklist, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
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
            {block.action && <div><Button href={block.action.href} variant="secondary" arrow>{block.action.label}</Button></div>}
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
          {block.action && <div className="mt-10"><Button href={block.action.href} variant="secondary" arrow>{block.action.label}</Button></div>}
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
          <section className="overflow-x-auto rounded-2xl border border-line bg-white" aria-label={`${block.heading}: table`} tabIndex={0}>
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
          </section>
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
    case 'emojiCards':
      return (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((c) => (
            <li key={c.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-xl bg-mist text-2xl">{c.emoji}</span>
              <h3 className="mt-5 text-h3 font-semibold">{c.title}</h3>
              <p className="mt-2">{c.description}</p>
              {c.items && c.items.length > 0 ? (
                <ul className="mt-4 list-disc space-y-1 pl-5 text-[0.9375rem] marker:text-cool-600">
                  {c.items.map((i) => <li key={i}>{i}</li>)}
                </ul>
              ) : c.emptyNote ? (
                <p className="mt-4 rounded-lg bg-mist px-4 py-3 text-sm text-ink-700">{c.emptyNote}</p>
              ) : null}
            </li>
          ))}
        </ul>
      );
    case 'people':
      return (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((p) => (
            <li key={p.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              {p.image ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={p.image.src} alt={p.image.alt} width={72} height={72} className="size-18 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="inline-flex size-18 items-center justify-center rounded-full bg-ink-950 text-cool-300">
                  <Icon name={p.group === 'advisor' ? 'Compass' : 'UserCheck'} className="size-7" />
                </span>
              )}
              <h3 className="mt-5 text-h3 font-semibold">{p.name ?? p.title}</h3>
              {p.name && <p className="text-sm font-semibold text-cool-700">{p.title}</p>}
              <p className="mt-3 text-[0.9375rem]">{p.bio}</p>
              {p.bioList && (
                <ul className="mt-3 list-disc space-y-1 pl-5 text-[0.9375rem] marker:text-cool-600">
                  {p.bioList.map((b) => <li key={b}>{b}</li>)}
                </ul>
              )}
            </li>
          ))}
        </ul>
      );
    case 'events':
      return (
        <ol className="grid gap-5 md:grid-cols-3">
          {block.items.map((e) => (
            <li key={e.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              <p className="text-sm font-semibold text-cool-700"><time>{e.date}</time> · {e.time}</p>
              <h3 className="mt-2 text-h3 font-semibold">{e.title}</h3>
              <p className="mt-2 text-[0.9375rem]">{e.description}</p>
            </li>
          ))}
        </ol>
      );
    case 'values':
      return (
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((v, i) => (
            <li key={v.title} className="flex h-full flex-col rounded-2xl border border-line bg-white p-7">
              <span className="text-3xl font-extrabold tracking-tight text-cool-600" aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
              <h3 className="mt-3 text-h3 font-semibold"><span className="sr-only">{i + 1}. </span>{v.title}</h3>
              <p className="mt-2 text-[0.9375rem]">{v.description}</p>
              <p className="mt-auto border-t border-line pt-4 font-semibold text-ink-950">{v.emphasis}</p>
            </li>
          ))}
        </ol>
      );
    case 'news':
      return (
        <div className="grid gap-5 lg:grid-cols-[1.4fr_1fr]">
          <article className="on-dark flex flex-col rounded-3xl bg-ink-950 p-8 md:p-10">
            <p className="text-sm font-semibold text-signal-400">Featured · {block.featured.category}</p>
            <h3 className="mt-3 text-h2 font-bold text-white">{block.featured.title}</h3>
            <p className="mt-2 text-sm text-ink-300"><time>{block.featured.date}</time></p>
            <p className="mt-5 text-lead text-ink-200">{block.featured.summary}</p>
          </article>
          <ul className="grid gap-4">
            {block.items.map((n) => (
              <li key={n.title} className="rounded-2xl border border-line bg-white p-6">
                <p className="text-sm font-semibold text-cool-700">{n.category} · <time>{n.date}</time></p>
                <h3 className="mt-1.5 font-semibold text-ink-950">{n.title}</h3>
                <p className="mt-1.5 text-[0.9375rem]">{n.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'links':
      return (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((l) => (
            <li key={l.href + l.title}>
              <SmartLink href={l.href} className="group flex h-full gap-4 rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-card">
                <IconBadge name={l.icon} />
                <span>
                  <span className="block font-semibold text-ink-950 group-hover:text-cool-700">{l.title}</span>
                  <span className="mt-1 block text-[0.9375rem] text-body">{l.description}</span>
                </span>
              </SmartLink>
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
