import { Beliefs } from '@/components/sections/community/beliefs';
import { CompetitionRules } from '@/components/sections/community/competition';
import { ProjectBoard } from '@/components/sections/community/project-board';
import { Ways } from '@/components/sections/community/ways';
import { WorkedExample } from '@/components/sections/community/worked-example';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { ProseBeside } from '@/components/sections/prose-beside';
import { SignedNote } from '@/components/sections/signed-note';
import { Button } from '@/components/ui/button';
import { Quote } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { site } from '@/lib/settings';
import type { CommunityContent } from '@/schemas/community';

/**
 * /community: founder story, mission, five beliefs, the six-point team competition model, a worked example of one
 * project under it, the ways to take part, and three buttons to join (the last in the site's closing band).
 */
export function CommunityPage({ content: c }: { content: CommunityContent }) {
  return (
    <>
      <PageHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={{ label: c.hero.join, href: site.communityUrl }}
        visual={<ProjectBoard board={c.hero.board} />}
      />

      <Section labelledBy="founder-heading">
        <ProseBeside id="founder-heading" {...c.founder}>
          <figure className="self-center rounded-3xl bg-ink-950 p-8 text-white md:p-10">
            <Quote aria-hidden="true" className="size-8 text-cool-300" />
            <blockquote className="mt-4 font-spoken text-xl leading-snug font-medium tracking-tight">
              “{c.founder.quote}”
            </blockquote>
            <figcaption className="mt-5 text-sm text-ink-300">{c.founder.attribution}</figcaption>
          </figure>
        </ProseBeside>
        {c.signedNote && <SignedNote note={c.signedNote} inline />}
      </Section>

      <Section tone="tint" labelledBy="mission-heading">
        {/* Centred from md; on a phone the several lines read left-aligned. */}
        <div className="mx-auto max-w-4xl md:text-center">
          <h2 id="mission-heading" className="eyebrow text-cool-700">
            {c.mission.eyebrow}
          </h2>
          <p className="mt-5 text-h2 font-bold text-ink-950">{c.mission.statement}</p>
          <p className="mt-5 max-w-2xl text-lead md:mx-auto">{c.mission.body}</p>
        </div>
      </Section>

      <Section labelledBy="beliefs-heading">
        <SectionHeading
          id="beliefs-heading"
          eyebrow={c.beliefs.eyebrow}
          title={c.beliefs.heading}
          intro={<p>{c.beliefs.intro}</p>}
        />
        <Beliefs items={c.beliefs.items} />
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
        <CompetitionRules c={c.competition} />
        <p className="mt-6 text-ink-300">{c.competition.note}</p>
      </Section>

      {c.example && (
        <Section labelledBy="example-heading">
          <WorkedExample example={c.example} />
        </Section>
      )}

      <Section tone="tint" labelledBy="ways-heading">
        <SectionHeading
          id="ways-heading"
          eyebrow={c.ways.eyebrow}
          title={c.ways.heading}
          intro={<p>{c.ways.intro}</p>}
        />
        <Ways items={c.ways.items} />
      </Section>

      <CtaBand
        id="join-heading"
        heading={c.closing.heading}
        body={c.closing.body}
        cta={{ label: c.closing.join, href: site.communityUrl }}
      />
    </>
  );
}
