import { CallCard } from '@/components/ui/call-card';
import { SceneImage } from '@/components/ui/scene-image';
import { SmsThread } from '@/components/ui/sms-thread';
import type { CallSnippet } from '@/content/types';

/** Path of a frontline role's scene (640×480, decorative), drawn as a static file so it is cached. */
export const roleScenePath = (slug: string) => `/illustrations/roles/${slug}.svg`;

/**
 * A frontline role's hero: the place the call is made (a decorative scene) with the role's own exchange on
 * top, as a call card or as an SMS thread. The exchange carries the meaning and is real text.
 */
export function RoleScene({
  slug,
  snippet,
  exchange,
}: {
  slug: string;
  snippet: CallSnippet;
  exchange: 'call' | 'sms';
}) {
  return (
    <div className="relative w-full max-w-lg" data-scene={slug}>
      <SceneImage src={roleScenePath(slug)} priority className="w-full rounded-[2rem] ring-1 ring-white/10" />
      {/* Over the scene's lower-left floor, as on industry heroes; from lg it hangs out into the column gap. */}
      <div className="relative -mt-12 w-[92%] max-w-sm sm:-mt-28 sm:ml-[-1.5rem] lg:-mt-24 lg:ml-[-2rem] lg:w-[21rem]">
        {exchange === 'call' ? (
          <CallCard snippet={snippet} compact />
        ) : (
          <SmsThread
            from={snippet.caller}
            messages={[
              { who: 'staff', text: snippet.question },
              ...snippet.answer.map((text) => ({ who: 'mentor' as const, text })),
            ]}
          />
        )}
      </div>
    </div>
  );
}
