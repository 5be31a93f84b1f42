import type { ReactNode } from 'react';

import { CtaBand } from '@/components/sections/cta-band';
import { HomeBenefits } from '@/components/sections/home/benefits';
import { HomeHowItWorks } from '@/components/sections/home/how-it-works';
import { HomeIndustries } from '@/components/sections/home/industries';
import { HomePitch } from '@/components/sections/home/pitch';
import { HomeProblem } from '@/components/sections/home/problem';
import { PageHero } from '@/components/sections/page-hero';
import { SignatureSequence } from '@/components/sections/proof/signature-sequence';
import { CallCard } from '@/components/ui/call-card';
import { Icon } from '@/components/ui/icon';
import type { HomeContent } from '@/schemas/home';

import { HomePartners } from './home-partners';

/**
 * The landing page. Overview routes (/products, …) reuse it with their section's directory after the hero;
 * that directory takes the place of the industry grid (which the menu and /industries carry), keeping the
 * heaviest pages under the 40 KB HTML budget. On a phone one row scrolls sideways (the scorecard's measures);
 * everything else stacks.
 */
export function HomePage({ content, afterHero }: { content: HomeContent; afterHero?: ReactNode }) {
  const { hero } = content;
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
        {/* Two by two from md (in a row they wrap three and one beside the hero's copy at 1280 px). On a phone the
            benefits band says the same further down, so the first screen ends on the call card. */}
        <ul className="mt-10 grid w-fit grid-cols-2 gap-x-8 gap-y-3 text-sm font-medium text-ink-200 max-md:hidden">
          {hero.proof.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <Icon name="CircleCheck" className="size-4 text-cool-300" /> {p}
            </li>
          ))}
        </ul>
      </PageHero>

      {afterHero}

      <HomeProblem why={content.whyTrainingFails} problems={content.problems} />
      <SignatureSequence
        id="sequence-heading"
        anchor="how-it-works"
        content={content.sequence}
        aside={<HomeHowItWorks how={content.howItWorks} />}
      />
      <HomePitch content={content} />
      <HomeBenefits benefits={content.benefits} />
      {!afterHero && <HomeIndustries industries={content.industries} />}
      <HomePartners partners={content.partners} tone={afterHero ? undefined : 'tint'} />
      <CtaBand {...content.demo} compact />
    </>
  );
}
