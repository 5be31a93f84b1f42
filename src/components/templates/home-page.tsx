import type { ReactNode } from 'react';

import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Scorecard } from '@/components/sections/proof/scorecard';
import { SignatureSequence } from '@/components/sections/proof/signature-sequence';
import { Stats } from '@/components/sections/stats';
import { Button } from '@/components/ui/button';
import { CallCard } from '@/components/ui/call-card';
import { IconBadge } from '@/components/ui/card';
import { ScrollRow } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { SceneDetail } from '@/components/ui/scene-detail';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { cx } from '@/lib/cx';
import { ordinal } from '@/lib/format';
import { blockLabels } from '@/lib/labels';
import { industries as industryList } from '@/lib/routes';
import type { HomeContent } from '@/schemas/home';

import { HomePartners } from './home-partners';

/** Home's bands are tighter on phones (28 px, not 64) so the page stays within 10,000 px at 390. */
const band = 'py-7 md:py-24';

/**
 * One point of a home row (why training fails, the problems, how it works): its number (01, 02 …) in the spoken
 * face, shown but not read, then its heading (after `spoken`, what a screen reader hears instead of the number)
 * and its description.
 */
function NumberedPoint({
  index,
  spoken,
  title,
  description,
  className,
  numberClassName = 'font-spoken text-sm font-semibold text-cool-700',
  titleClassName,
  descriptionClassName,
}: {
  index: number;
  spoken?: string;
  title: ReactNode;
  description: string;
  className: string;
  numberClassName?: string;
  titleClassName: string;
  descriptionClassName?: string;
}) {
  return (
    <div className={cx('h-full', className)}>
      <span aria-hidden="true" className={numberClassName}>
        {ordinal(index)}
      </span>
      <h3 className={titleClassName}>
        {spoken && <span className="sr-only">{spoken}</span>}
        {title}
      </h3>
      <p className={cx('mt-1.5 text-[0.9375rem]', descriptionClassName)}>{description}</p>
    </div>
  );
}

/**
 * The landing page. Overview routes (/products, …) reuse it with their section's directory after the hero;
 * that directory takes the place of the industry grid (which the menu and /industries carry), keeping the
 * heaviest pages under the 40 KB HTML budget.
 */
export function HomePage({ content, afterHero }: { content: HomeContent; afterHero?: ReactNode }) {
  const { hero, whyTrainingFails: why, problems, pitch, stats, benefits, howItWorks: how, industries, demo } = content;
  return (
    <>
      <PageHero
        size="tall"
        eyebrow={hero.eyebrow}
        title={hero.title}
        tagline={<p>{hero.tagline}</p>}
        primary={hero.primary}
        secondary={hero.secondary}
        visual={<CallCard snippet={hero.snippet} />}
      >
        {/* Two by two at every width: in a row they wrap three and one beside the hero's copy at 1280 px. */}
        <ul className="mt-6 grid w-fit grid-cols-2 md:mt-10 gap-x-8 gap-y-3 text-sm font-medium text-ink-200">
          {hero.proof.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Icon name="CircleCheck" className="size-4 text-cool-300" /> {p}
            </li>
          ))}
        </ul>
      </PageHero>

      {afterHero}

      <Section tone="tint" labelledBy="why-heading" className={band}>
        <div className="grid gap-5 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
          <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} intro={<p>{why.intro}</p>} />
          <ScrollRow
            items={why.points}
            label={why.heading}
            hint={blockLabels.scrollSideways}
            lgCols={1}
            className="self-center"
          >
            {(p, i) => (
              <NumberedPoint
                index={i}
                spoken={`${i + 1}. `}
                title={p.title}
                description={p.description}
                className="rounded-2xl border border-line bg-white p-4 lg:rounded-none lg:bg-transparent lg:border-0 lg:border-b lg:p-0 lg:pb-5"
                titleClassName="mt-1 text-h3 font-semibold"
                descriptionClassName="md:text-base"
              />
            )}
          </ScrollRow>
        </div>
      </Section>

      <Section tone="tint" labelledBy="problems-heading" className={band}>
        <SectionHeading
          id="problems-heading"
          eyebrow={problems.eyebrow}
          title={problems.heading}
          intro={<p>{problems.intro}</p>}
        />
        <ScrollRow
          items={problems.items}
          label={problems.heading}
          hint={blockLabels.scrollSideways}
          rows={3}
          className="mt-6 md:mt-10"
        >
          {(p, i) => (
            <NumberedPoint
              index={i}
              title={headingText(p.title)}
              description={p.description}
              className="rounded-2xl border border-line bg-white p-4 lg:p-6"
              numberClassName="font-spoken text-xs font-semibold text-signal-700"
              titleClassName="mt-2 text-lg leading-snug font-semibold text-ink-950"
            />
          )}
        </ScrollRow>
      </Section>

      <Section id="how-it-works" labelledBy="how-heading" className={band}>
        <SectionHeading id="how-heading" eyebrow={how.eyebrow} title={how.heading} intro={<p>{how.intro}</p>} />
        <ScrollRow
          items={how.steps}
          label={how.heading}
          hint={blockLabels.scrollSideways}
          rows={3}
          className="mt-6 md:mt-10"
        >
          {(st, i) => (
            <NumberedPoint
              index={i}
              spoken={blockLabels.step(i + 1)}
              title={headingText(st.title)}
              description={st.description}
              className="border-t-2 border-ink-950 pt-3 md:pt-4"
              titleClassName="mt-1 text-lg font-semibold text-ink-950"
            />
          )}
        </ScrollRow>
      </Section>

      <SignatureSequence id="sequence-heading" content={content.sequence} />

      <Section tone="tint" labelledBy="pitch-heading" className={band}>
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
          <div>
            <SectionHeading id="pitch-heading" eyebrow={pitch.eyebrow} title={pitch.heading} />
            <div className="mt-6 grid gap-4 md:text-lead">
              {pitch.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className="grid content-center gap-6 md:gap-8">
            <div>
              <h3 className="eyebrow text-cool-700">{pitch.sourcesHeading}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {pitch.sources.map((s) => (
                  <li
                    key={s}
                    className="rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            <div className="border-l-4 border-cool-600 pl-5">
              <h3 className="font-semibold text-ink-950">{headingText(pitch.capture.title)}</h3>
              <p className="mt-1 text-[0.9875rem]">{pitch.capture.description}</p>
            </div>
          </div>
        </div>
        <div className="mt-8 md:mt-14">
          <h3 className="sr-only">{stats.heading}</h3>
          <Stats stats={stats.items} note={stats.note} marker={blockLabels.illustrative} />
        </div>
        <div className="mt-10 md:mt-16">
          <Scorecard id="scorecard-heading" content={content.scorecard} />
        </div>
      </Section>

      <Section tone="dark" labelledBy="benefits-heading" className={band}>
        <SectionHeading
          id="benefits-heading"
          dark
          eyebrow={benefits.eyebrow}
          title={benefits.heading}
          intro={<p>{benefits.intro}</p>}
        />
        <ScrollRow
          items={benefits.items}
          label={benefits.heading}
          hint={blockLabels.scrollSideways}
          dark
          rows={3}
          className="mt-6 md:mt-10"
        >
          {(b) => (
            <div className="grid h-full grid-rows-[auto_auto_1fr] rounded-2xl border border-white/10 bg-white/5 p-5 md:p-6">
              <IconBadge name={b.icon} tone="dark" />
              <h3 className="mt-5 text-h3 font-semibold text-white">{headingText(b.title)}</h3>
              <p className="mt-2 text-[0.9875rem] text-ink-300">{b.description}</p>
            </div>
          )}
        </ScrollRow>
      </Section>

      {!afterHero && (
        <Section labelledBy="industries-heading" className={band}>
          <div className="flex flex-wrap items-end justify-between gap-4 md:gap-6">
            <SectionHeading id="industries-heading" title={industries.heading} intro={<p>{industries.intro}</p>} />
            <Button href={industries.all.href} variant="secondary" arrow>
              {industries.all.label}
            </Button>
          </div>
          {/* Names as chips on a phone (one column of 18 thumbnails was 1,900 px at 390), thumbnails from sm. */}
          <ul className="mt-8 flex flex-wrap gap-2 sm:mt-10 sm:grid sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
            {industryList.map((i) => (
              <li key={i.slug}>
                <SmartLink
                  href={`/industries/${i.slug}`}
                  className="group flex h-full items-center gap-2.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm leading-snug font-semibold text-ink-900 transition-shadow hover:shadow-card sm:rounded-xl sm:p-2 sm:pr-3 xl:flex-col xl:items-stretch xl:text-small"
                >
                  <SceneDetail
                    src={industryScene(i.slug)}
                    tint={i.slug}
                    className="hidden w-14 rounded-lg sm:block xl:w-full"
                  />
                  <span className="group-hover:text-cool-700 xl:px-1 xl:pb-1">{i.name}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <HomePartners partners={content.partners} tone={afterHero ? undefined : 'tint'} />

      <CtaBand {...demo} />
    </>
  );
}
