import { PageHero } from '@/components/sections/page-hero';
import { ProseBeside } from '@/components/sections/prose-beside';
import { NumberedTile } from '@/components/sections/steps';
import { Button } from '@/components/ui/button';
import { CardList, GridList, hairlineTiles } from '@/components/ui/grid-list';
import { ExternalLink, Icon, Quote } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { community as c } from '@/content/pages/community';
import { blockLabels } from '@/content/shared';
import { site } from '@/content/site';

/** /community: founder story, mission, five beliefs, the six-point team competition model, and three ways to join. */
export function CommunityPage() {
  return (
    <>
      <PageHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={{ label: c.hero.join, href: site.communityUrl }}
        visual={
          <div aria-hidden="true" className="hidden w-full max-w-sm grid-cols-3 gap-3 lg:grid">
            {(['Brain', 'Users', 'Lightbulb', 'HandHeart', 'Sprout', 'Award'] as const).map((name, i) => (
              <span
                key={name}
                className={`flex aspect-square items-center justify-center rounded-2xl ring-1 ring-white/10 ${i % 2 ? 'bg-cool-400/15 text-cool-300' : 'bg-white/5 text-cool-300'}`}
              >
                <Icon name={name} className="size-9" />
              </span>
            ))}
          </div>
        }
      />

      <Section labelledBy="founder-heading">
        <ProseBeside id="founder-heading" {...c.founder}>
          <figure className="self-center rounded-3xl bg-ink-950 p-8 text-white md:p-10">
            <Quote aria-hidden="true" className="size-8 text-cool-300" />
            <blockquote className="mt-4 text-h3 font-semibold leading-snug">{c.founder.quote}</blockquote>
            <figcaption className="mt-5 text-sm text-ink-300">{c.founder.attribution}</figcaption>
          </figure>
        </ProseBeside>
      </Section>

      <Section tone="tint" labelledBy="mission-heading">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="mission-heading" className="text-sm font-semibold uppercase tracking-[0.14em] text-cool-700">
            {c.mission.eyebrow}
          </h2>
          <p className="mt-5 text-h2 font-bold text-ink-950">{c.mission.statement}</p>
          <p className="mx-auto mt-5 max-w-2xl text-lead">{c.mission.body}</p>
        </div>
      </Section>

      <Section labelledBy="beliefs-heading">
        <SectionHeading
          id="beliefs-heading"
          eyebrow={c.beliefs.eyebrow}
          title={c.beliefs.heading}
          intro={<p>{c.beliefs.intro}</p>}
        />
        <CardList items={c.beliefs.items} cols={{ md: 2, lg: 3 }} ordered className="mt-12" />
      </Section>

      <Section tone="dark" labelledBy="competition-heading">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="competition-heading"
            dark
            eyebrow={c.competition.eyebrow}
            title={c.competition.heading}
            intro={<p>{c.competition.intro}</p>}
          />
          <Button href={site.communityUrl} arrow>
            {c.competition.join}
          </Button>
        </div>
        <GridList
          items={c.competition.points}
          cols={{ md: 2, lg: 3 }}
          ordered
          className={`mt-12 ${hairlineTiles}`}
          itemClassName="bg-ink-950 p-7"
        >
          {(p, i) => (
            <NumberedTile
              {...p}
              dark
              number={
                <span className="text-sm font-bold text-cool-300">
                  {blockLabels.rule} {i + 1}
                </span>
              }
            />
          )}
        </GridList>
        <p className="mt-6 text-ink-300">{c.competition.note}</p>
      </Section>

      <Section labelledBy="initiative-heading">
        <div className="grid gap-8 rounded-3xl border border-line bg-mist p-8 md:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 id="initiative-heading" className="text-h2 font-bold">
              {c.initiative.heading}
            </h2>
            <p className="mt-4 text-lead">{c.initiative.body}</p>
            <p className="mt-4">{c.initiative.workshops}</p>
          </div>
          <div className="lg:justify-self-end">
            <SmartLink
              href={site.autismInitiativeUrl}
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-ink-200 bg-white px-6 font-semibold text-ink-900 hover:bg-white/60"
            >
              {c.initiative.linkLabel} <ExternalLink aria-hidden="true" className="size-4" />
            </SmartLink>
          </div>
        </div>
      </Section>

      <section aria-labelledby="join-heading" className="bg-white pb-16 md:pb-24">
        <div className="container-page">
          <div className="on-dark rounded-3xl bg-ink-900 px-6 py-12 text-center md:px-14 md:py-16">
            <h2 id="join-heading" className="text-h2 font-bold text-white">
              {c.closing.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lead text-ink-200">{c.closing.body}</p>
            <div className="mt-8 flex justify-center">
              <Button href={site.communityUrl} size="lg" arrow>
                {c.closing.join}
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
