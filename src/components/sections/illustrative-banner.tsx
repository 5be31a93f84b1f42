import { illustrativeNote } from '@/content/shared';

/** The note under illustrative content (stories, case studies, testimonials). */
export function IllustrativeBanner({ text = illustrativeNote }: { text?: string }) {
  return (
    <div className="border-b border-signal-500/20 bg-signal-500/5">
      <p className="container-page py-4 text-[0.9375rem] font-medium text-ink-900">
        <span className="mr-2 rounded-full bg-signal-500 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-950">Illustrative</span>
        {text}
      </p>
    </div>
  );
}
