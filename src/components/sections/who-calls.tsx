import { Icon } from '@/components/ui/icon';
import type { UseCaseGroup } from '@/schemas/industry';

/**
 * Beside an industry's problem statement: its close-up (the call at work at its place, a drawing of its own, not the
 * hero's scene again) with the industry's caption, then the settings its calls come from (the use cases' titles,
 * which the page details further down). Sticky beside the argument from lg.
 */
export function WhoCalls({ src, caption, groups }: { src: string; caption: string; groups: readonly UseCaseGroup[] }) {
  const settings = groups.flatMap((g) => g.items);
  return (
    <div data-close-up="" className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)]">
      <figure>
        <img
          src={src}
          alt=""
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full rounded-[1.75rem] ring-1 ring-tint-200"
        />
        <figcaption className="mt-4 text-[0.9375rem] font-medium text-ink-700">{caption}</figcaption>
      </figure>
      <ul className="mt-4 flex flex-wrap gap-2">
        {settings.map((s) => (
          <li
            key={s.title}
            className="inline-flex items-center gap-2 rounded-full bg-tint-100 px-3.5 py-1.5 text-sm font-medium text-tint-900"
          >
            <Icon name={s.icon} aria-hidden="true" className="size-4 text-tint-700" />
            {s.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
