import { Icon } from '@/components/ui/icon';
import { Waveform } from '@/components/ui/waveform';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type RepPhone = Extract<Exhibit, { form: 'rep-phone' }>;

/** CRO: the rep's phone minutes before the meeting, the playbook's answer on the line. */
export function RepPhoneExhibit({ exhibit: e, band }: { exhibit: RepPhone; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame
      exhibit={e}
      surface="dark"
      band={band}
      className="flex max-w-[21rem] flex-col items-center sm:max-w-[30rem] sm:flex-row-reverse sm:items-end sm:gap-6"
      captionClassName="sm:mt-0 sm:mb-6 sm:max-w-[10rem] sm:border-t sm:border-ink-900/20 sm:pt-3"
      surfaceClassName="w-[19rem] max-w-full rounded-[2.5rem] border-[6px] border-ink-800 bg-ink-900 p-3 pt-2 ring-ink-950/40"
    >
      <span aria-hidden="true" className="mx-auto block h-5 w-20 rounded-b-xl bg-ink-800" />
      <p className="mx-1 mt-2 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-xs text-ink-950 shadow-lg">
        <Icon name="Calendar" className="size-4 text-ink-700" />
        <span>{e.context}</span>
      </p>
      <div className="mt-4 flex items-center gap-3 px-2">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/10 text-cool-300">
          <Icon name="Headphones" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-white">{e.title}</span>
          <span className="block text-xs text-ink-300">{e.line}</span>
        </span>
        <Waveform className="h-6 text-cool-300" bars={7} />
      </div>
      <p className="mt-4 ml-8 rounded-2xl rounded-br-sm bg-white/10 px-3 py-2 text-xs leading-snug text-white">
        {e.question}
      </p>
      <ol className="mt-3 space-y-2 rounded-2xl rounded-bl-sm bg-cool-300/10 p-3 text-xs leading-snug text-ink-100 ring-1 ring-cool-300/25">
        {e.answer.map((a, i) => (
          <li key={i} className="grid grid-cols-[1rem_1fr] gap-1.5">
            <span aria-hidden="true" className="font-bold text-cool-300">
              {i + 1}
            </span>
            <span>{a}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 mb-1 text-center text-[0.6875rem] text-ink-300">{e.status}</p>
    </ExhibitFrame>
  );
}
