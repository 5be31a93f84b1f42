import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { format } from '@/lib/format';
import type { CommunityContent } from '@/schemas/community';

/**
 * The community hero's diagram: one client project from the open list, three teams' MVPs, the client's pick. On a
 * phone it is shown whole down to the pick (its point), without the sketch lines and the note on the other teams.
 */
export function ProjectBoard({ board: b }: { board: CommunityContent['hero']['board'] }) {
  const picked = 2;
  return (
    <div aria-hidden="true" className="w-full max-w-md">
      <div className="rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10">
        <p className="flex items-center gap-2 eyebrow text-xs text-cool-300">
          <Icon name="ClipboardList" className="size-4" />
          {b.list}
        </p>
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-white p-4 text-ink-900 shadow-card">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ink-950 text-cool-300">
            <Icon name="Briefcase" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold">{b.project}</span>
            <span className="block text-sm text-muted">{b.projectNote}</span>
          </span>
        </div>
        <div className="mx-auto h-4 w-px bg-white/25" />
        <div className="mx-[16.5%] h-4 border-x border-t border-white/25" />
        <div className="grid grid-cols-3 gap-3">
          {[1, 2, 3].map((n) => (
            <div
              key={n}
              className={cn(
                'rounded-xl p-3 ring-1',
                n === picked ? 'bg-cool-400/15 ring-cool-300/70' : 'bg-white/5 ring-white/10',
              )}
            >
              <span className="flex items-center justify-between text-xs text-ink-300">
                {format(b.team, { n })}
                {n === picked && <Icon name="CircleCheck" className="size-4 text-cool-300" />}
              </span>
              <span className="mt-1 block font-semibold text-white">{b.mvp}</span>
              <span className="mt-3 hidden h-1.5 w-4/5 rounded-full bg-white/20 md:block" />
              <span className="mt-1.5 hidden h-1.5 w-3/5 rounded-full bg-white/10 md:block" />
            </div>
          ))}
        </div>
        <div className="mt-4 flex items-start gap-3 rounded-xl bg-cool-400/15 p-3.5 ring-1 ring-cool-300/40">
          <Icon name="Award" className="mt-0.5 size-5 shrink-0 text-cool-300" />
          <span>
            <span className="block text-sm font-semibold text-white">{b.selected}</span>
            <span className="block text-sm text-ink-200">{b.selectedNote}</span>
          </span>
        </div>
        <div className="mt-2 hidden items-start gap-3 rounded-xl bg-white/5 p-3.5 ring-1 ring-white/10 md:flex">
          <Icon name="GraduationCap" className="mt-0.5 size-5 shrink-0 text-cool-300" />
          <span className="text-sm text-ink-200">{b.others}</span>
        </div>
      </div>
    </div>
  );
}
