import { SearchForm } from '@/components/layout/search-form';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';
import { overviewSections } from '@/lib/route-list';
import { sectionNames } from '@/lib/routes';
import { site } from '@/lib/settings';
import { searchWords } from '@/lib/ui-words';
import type { ErrorPageContent, NotFoundContent } from '@/schemas/not-found';

/**
 * The custom 404 page: a clear message, a search box and a way back into every section, beside its brand moment (a
 * call that did not find the page, in the spoken face; under the message on a phone, before the search). With
 * `error`, one of the web server's other error pages: the same page with that error's words and no brand moment.
 * The search box is the site's plain GET form to /search/, so it works without JavaScript.
 */
export function NotFoundView({ content: c, error }: { content: NotFoundContent; error?: ErrorPageContent }) {
  const sections = [...overviewSections.map((s) => ({ label: sectionNames[s], href: `/${s}` })), c.community];
  const m = c.moment;
  const words = error ?? c;
  return (
    <Section className="min-h-[60vh]">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-16 lg:gap-y-14">
        <div>
          <p className="eyebrow text-cool-700">{words.eyebrow}</p>
          {/* data-not-found: analytics reports the 404 as a `404` event with its path (docs/analytics.md). */}
          <h1 data-not-found={error ? undefined : ''} className="mt-3 text-display font-extrabold">
            {words.title}
          </h1>
          <p className="mt-5 max-w-xl text-lead">
            {words.body}{' '}
            <a
              className="whitespace-nowrap font-semibold text-cool-700 underline underline-offset-4"
              href={`tel:${site.phone.tel}`}
            >
              {site.phone.display}
            </a>
            .
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button href="/" arrow>
              {c.home}
            </Button>
            <Button href="/contact" variant="secondary">
              {c.contact}
            </Button>
          </div>
        </div>
        {error ? null : (
          <figure
            data-not-found-moment=""
            className="self-start rounded-[1.75rem] bg-ink-950 p-6 text-white shadow-lift sm:p-8 lg:col-start-2 lg:row-start-1 lg:mt-2"
          >
            <figcaption className="flex items-center gap-3 font-spoken text-xs tracking-wide text-cool-300 uppercase">
              <Waveform className="h-6 w-20 text-signal-400" />
              {m.label}
            </figcaption>
            <p className="mt-6 font-spoken text-xl leading-snug font-medium tracking-tight sm:text-2xl">“{m.caller}”</p>
            <p className="mt-6 inline-block rounded-md bg-signal-500 px-2 py-0.5 text-sm font-bold text-ink-950">
              {m.tag}
            </p>
            <div className="mt-3 rounded-xl border border-white/10 bg-white/5 p-4">
              <p className="font-spoken text-xs tracking-wide text-cool-300 uppercase">{m.mentor}</p>
              <p className="mt-1 font-spoken text-[0.9375rem] leading-relaxed text-ink-100">{m.reply}</p>
            </div>
          </figure>
        )}
        <div className="lg:col-start-1 lg:row-start-2">
          <h2 id="not-found-search" className="text-h3 font-semibold">
            {c.searchHeading}
          </h2>
          <SearchForm
            id="not-found-search-input"
            copy={searchWords}
            label={c.searchHeading}
            className="mt-4 max-w-xl"
          />
        </div>
        {/* Beside the search from lg, under the call card (or in its place on the other error pages). */}
        <div className={error ? 'lg:col-start-2 lg:row-start-1' : 'lg:col-start-2 lg:row-start-2'}>
          <h2 className="text-h3 font-semibold">{c.sectionsHeading}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {sections.map((s) => (
              <li key={s.href}>
                <SmartLink
                  href={s.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-ink-900 hover:bg-mist"
                >
                  {s.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
