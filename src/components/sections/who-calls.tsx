import { Icon } from '@/components/ui/icon';
import { SceneDetail } from '@/components/ui/scene-detail';
import { blockLabels } from '@/lib/labels';
import type { UseCaseGroup } from '@/schemas/industry';

/**
 * Beside an industry's problem statement: a close-up of its scene and the settings its calls come from (the use
 * cases' titles, which the page details further down), on the industry's tint. Sticky beside the argument from lg.
 */
export function WhoCalls({ scene, groups }: { scene: string; groups: readonly UseCaseGroup[] }) {
  const settings = groups.flatMap((g) => g.items);
  return (
    <div className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)]">
      <SceneDetail src={scene} />
      <p className="mt-6 eyebrow text-tint-700">{blockLabels.whoCalls}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
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
