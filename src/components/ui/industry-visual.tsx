import type { CallSnippet, HeroIcons } from '@/content/types';
import { cn } from '@/lib/cn';
import { CallCard } from './call-card';
import { Icon } from './icon';

const tints = [
  'from-cool-400/25 to-cool-600/5',
  'from-signal-500/25 to-signal-600/5',
  'from-cool-300/20 to-signal-500/10',
] as const;

/**
 * An industry's hero visual: its icons composed on a tinted shape, with a one-line call from that trade.
 * `variant` (e.g. the industry's index) varies the composition so pages don't look copy-pasted.
 */
export function IndustryVisual({ icons, snippet, variant = 0 }: { icons: HeroIcons; snippet: CallSnippet; variant?: number }) {
  const [main, ...rest] = icons;
  const tint = tints[variant % tints.length];
  const flip = variant % 2 === 1;
  return (
    <div className="relative w-full max-w-md pt-16">
      <div aria-hidden="true" className={cn('absolute top-0 h-44 w-44 rounded-[2.5rem] bg-gradient-to-br ring-1 ring-white/10', tint, flip ? 'left-0' : 'right-0')}>
        <span className="absolute inset-0 flex items-center justify-center">
          <Icon name={main} className="size-20 text-white/85" />
        </span>
        {rest.map((name, i) => (
          <span key={name}
            className={cn('absolute inline-flex size-14 items-center justify-center rounded-2xl bg-ink-800 text-cool-300 shadow-lg ring-1 ring-white/10',
              i === 0 ? (flip ? '-right-8 top-6' : '-left-8 top-6') : (flip ? '-left-4 -top-4' : '-right-4 -top-4'))}>
            <Icon name={name} className="size-6" />
          </span>
        ))}
      </div>
      <CallCard snippet={snippet} compact className="relative mt-20" />
    </div>
  );
}
