import type { ReactNode } from 'react';

import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { HowDiagram } from '@/components/sections/how-diagram';
import { IndustryLinks } from '@/components/sections/industry-links';
import { PageHero } from '@/components/sections/page-hero';
import { Stats } from '@/components/sections/stats';
import { Steps } from '@/components/sections/steps';
import { Button } from '@/components/ui/button';
import { CallCard } from '@/components/ui/call-card';
import { IconBadge } from '@/components/ui/card';
import { GridList, hairlineTiles } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmsThread } from '@/components/ui/sms-thread';
import type { HomeContent } from '@/schemas/home';

import { HomePartners } from './home-partners';

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
        <ul className="mt-10 grid w-fit grid-cols-2 gap-x-8 gap-y-3 text-sm font-medium text-ink-200">
          {hero.proof.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Icon name="CircleCheck" className="size-4 text-cool-300" /> {p}
            </li>
          ))}
        </ul>
      </PageHero>

      {afterHero}

      <Section labelledBy="why-heading">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
          <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} intro={<p>{why.intro}</p>} />
          <ol className="grid gap-6 self-center">
            {why.points.map((p, i) => (
              <li key={p.title} className="flex gap-5 border-b border-line pb-6 last:border-0 last:pb-0">
                <IconBadge name={p.icon} />
                <div>
                  <h3 className="text-h3 font-semibold">
                    <span className="sr-only">{i + 1}. </span>
                    {p.title}
                  </h3>
                  <p className="mt-1.5">{p.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <CardGrid
        id="problems-heading"
        tone="tint"
        eyebrow={problems.eyebrow}
        heading={problems.heading}
        intro={problems.intro}
        items={problems.items}
      />

      <Section labelledBy="pitch-heading">
        <div className="grid items-center gap-14 lg:grid-cols-[1.15fr_1fr] lg:gap-20">
          <div>
            <SectionHeading id="pitch-heading" eyebrow={pitch.eyebrow} title={pitch.heading} />
            <div className="mt-6 grid gap-4 text-lead">
              {pitch.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <h3 className="mt-8 eyebrow text-cool-700">{pitch.sourcesHeading}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {pitch.sources.map((s) => (
                <li
                  key={s}
                  className="rounded-full border border-line bg-mist px-3.5 py-1.5 text-sm font-semibold text-ink-900"
                >
                  {s}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex gap-4 rounded-2xl border border-cool-100 bg-cool-50 p-5">
              <IconBadge name="Brain" className="bg-white" />
              <div>
                <h3 className="font-semibold text-ink-950">{headingText(pitch.capture.title)}</h3>
                <p className="mt-1 text-[0.9875rem]">{pitch.capture.description}</p>
              </div>
            </div>
          </div>
          <div className="flex justify-center">
            <SmsThread from={pitch.sms.from} messages={pitch.sms.messages} />
          </div>
        </div>
        <div className="mt-16">
          <h3 className="sr-only">{stats.heading}</h3>
          <Stats stats={stats.items} note={stats.note} />
        </div>
      </Section>

      <Section tone="dark" labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          dark
          eyebrow={benefits.eyebrow}
          title={benefits.heading}
          intro={<p>{benefits.intro}</p>}
        />
        <GridList
          items={benefits.items}
          cols={{ md: 2, lg: 3 }}
          className={`mt-12 ${hairlineTiles}`}
          itemClassName="bg-ink-950 p-7"
        >
          {(b) => (
            <>
              <IconBadge name={b.icon} tone="dark" />
              <h3 className="mt-5 text-h3 font-semibold text-white">{headingText(b.title)}</h3>
              <p className="mt-2 text-[0.9875rem] text-ink-300">{b.description}</p>
            </>
          )}
        </GridList>
      </Section>

      <Section tone="tint" id="how-it-works" labelledBy="how-heading">
        <SectionHeading id="how-heading" eyebrow={how.eyebrow} title={how.heading} intro={<p>{how.intro}</p>} />
        <div className="mt-12">
          <Steps steps={how.steps} />
        </div>
        <div className="mt-6">
          <HowDiagram diagram={how.diagram} />
        </div>
      </Section>

      {!afterHero && (
        <Section labelledBy="industries-heading">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading id="industries-heading" title={industries.heading} intro={<p>{industries.intro}</p>} />
            <Button href={industries.all.href} variant="secondary" arrow>
              {industries.all.label}
            </Button>
          </div>
          <IndustryLinks base="/industries" />
        </Section>
      )}

      <HomePartners partners={content.partners} tone={afterHero ? undefined : 'tint'} />

      <CtaBand {...demo} />
    </>
  );
}
