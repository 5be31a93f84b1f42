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

      {/* The story, and beside it what it led to: the mission, then the idea it rests on in the spoken face. */}
      <Section labelledBy="founder-heading">
        <ProseBeside id="founder-heading" {...c.founder}>
          <div className="grid content-center gap-6">
            <aside aria-labelledby="mission-heading" className="on-dark rounded-3xl bg-ink-950 p-6 text-white md:p-10">
              <h3 id="mission-heading" className="eyebrow text-cool-300">
                {c.mission.eyebrow}
              </h3>
              <p className="mt-4 text-2xl leading-tight font-bold tracking-tight md:text-[1.75rem]">
                {c.mission.statement}
              </p>
              <p className="mt-4 text-ink-300">{c.mission.body}</p>
            </aside>
            <div className="flex gap-3">
              <Quote aria-hidden="true" className="size-6 shrink-0 text-cool-600" />
              <figure>
                <blockquote className="font-spoken text-lg leading-snug font-medium tracking-tight text-ink-950">
                  “{c.founder.quote}”
                </blockquote>
                <figcaption className="mt-2 text-sm text-muted">{c.founder.attribution}</figcaption>
              </figure>
            </div>
          </div>
        </ProseBeside>
        {c.signedNote && <SignedNote note={c.signedNote} inline />}
      </Section>

      <Section tone="tint" labelledBy="beliefs-heading">
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
