import type { ReactNode } from 'react';

import { LogoMark } from '@/components/ui/logo';
import { SceneImage } from '@/components/ui/scene-image';
import { Waveform } from '@/components/ui/waveform';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';

/**
 * A post's reading frame: the contents (rail) beside the text from lg, and the post's figure — its drawn place and
 * the line said on its kind of call — in the right margin from xl, sticky while the text scrolls past. Below xl the
 * figure opens the text instead. The tracks are ReadingFrame's, so the header (ReadingHeader `rail`) lines up.
 */
export function PostFrame({
  rail,
  figure,
  timelines,
  children,
}: {
  rail: ReactNode;
  figure: ReactNode;
  timelines: string[];
  children: ReactNode;
}) {
  return (
    <div
      style={timelines.length ? { timelineScope: timelines.join(', ') } : undefined}
      className={cn(
        'container-page grid grid-cols-1 lg:grid-cols-[13rem_minmax(0,var(--measure))] lg:gap-x-14',
        'xl:grid-cols-[minmax(0,1fr)_minmax(0,var(--measure))_minmax(0,1fr)] xl:gap-x-16',
      )}
    >
      <div className="hidden lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block xl:row-span-1">{rail}</div>
      {figure && (
        // From lg above the text, from xl beside it. Below lg the post puts it after the text's first part instead
        // (blog-post.tsx): above the text it would push the first paragraph a screen down.
        <div className="mx-auto w-full max-w-(--measure) max-lg:hidden lg:col-start-2 lg:row-start-1 lg:mx-0 lg:mb-10 xl:col-start-3 xl:mb-0 xl:max-w-64">
          <div className="xl:sticky xl:top-[calc(var(--header-condensed)+2rem)]">{figure}</div>
        </div>
      )}
      <div className="mx-auto w-full max-w-(--measure) lg:col-start-2 lg:row-start-2 lg:mx-0 xl:row-start-1">
        {children}
      </div>
    </div>
  );
}

/**
 * The post's figure: its industry's drawn scene (the place the call is made) over an ink caption with the line said
 * on that call, in the spoken face. Either part may be missing; with neither there is no figure.
 */
export function PostFigure({
  scene,
  spoken,
}: {
  scene?: { id: string } | undefined;
  spoken?: { speaker: string; text: string } | undefined;
}) {
  if (!scene && !spoken) return null;
  return (
    <figure data-tint={scene?.id} className="overflow-hidden rounded-2xl bg-ink-950 text-white ring-1 ring-ink-100">
      {scene && (
        <div className="bg-tint-50">
          <SceneImage src={industryScene(scene.id)} className="w-full" />
        </div>
      )}
      {spoken && (
        <figcaption className="px-6 py-5 xl:px-5">
          <span className="flex items-center gap-3 font-spoken text-xs tracking-wide text-cool-300 uppercase xl:flex-col xl:items-start xl:gap-2">
            <Waveform className="h-5 shrink-0 text-signal-400" bars={10} />
            {spoken.speaker}
          </span>
          {/* A paragraph, not a blockquote: on a phone the figure sits inside the post's text, whose quote style
              (.reading-body blockquote) would draw it dark on the ink. */}
          <p className="mt-3 font-spoken text-xl leading-snug font-medium tracking-tight md:text-2xl xl:text-base">
            “{spoken.text}”
          </p>
        </figcaption>
      )}
    </figure>
  );
}

/** The byline's signature: the brand's mark beside who wrote the post (a team or role; the owner may name a person). */
export function PostAuthor({ author }: { author: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-ink-950">
      <LogoMark className="size-6" />
      {author}
    </span>
  );
}
