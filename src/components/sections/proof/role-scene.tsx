import { CallCard } from '@/components/ui/call-card';
import { HeroScene } from '@/components/ui/hero-scene';
import { SmsThread } from '@/components/ui/sms-thread';
import { roleScene, type RoleSceneSlug } from '@/content/scenes';
import type { CallSnippet } from '@/schemas/common';

/**
 * A frontline role's hero: the place the call is made (a decorative scene) with the role's own exchange in
 * front, as a call card or as an SMS thread (see HeroScene). The exchange carries the meaning and is real text.
 */
export function RoleScene({
  slug,
  snippet,
  exchange,
}: {
  slug: RoleSceneSlug;
  snippet: CallSnippet;
  exchange: 'call' | 'sms';
}) {
  return (
    <HeroScene scene={slug} src={roleScene(slug)} sceneClassName="ring-white/10" className="max-w-lg" apart>
      {exchange === 'call' ? (
        <CallCard snippet={snippet} compact preview className="max-w-none" />
      ) : (
        <SmsThread
          preview
          from={snippet.caller}
          className="max-w-none"
          messages={[
            { who: 'staff', text: snippet.question },
            ...snippet.answer.map((text) => ({ who: 'mentor' as const, text })),
          ]}
        />
      )}
    </HeroScene>
  );
}
