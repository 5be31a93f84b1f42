import { illustrativeNote } from '@/content/shared';

/** The note under illustrative content (stories, case studies, testimonials). */
export function IllustrativeBanner({ text = illustrativeNote }: { text?: string }) {
  return (
    <div className="border-b border-cool-100 bg-cool-50">
      <p className="container-page py-4 text-[0.9375rem] font-medium text-ink-900">
        <span className="mr-2 rounded-full bg-ink-950 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">Illustrative</span>
        {text}
      </p>
    </div>
  );
}
