import { blockLabels, illustrativeNote } from '@/lib/labels';

/** The one notice per page that its stories, case studies or testimonials are illustrative (cool, not the orange of actions). */
export function IllustrativeBanner({ text = illustrativeNote }: { text?: string }) {
  return (
    <aside aria-label={blockLabels.aboutThisPage} className="border-b border-tint-700/15 bg-tint-100">
      <p className="container-page flex items-start gap-3 py-4 text-small font-medium text-ink-900">
        <span className="mt-px shrink-0 rounded-md border border-tint-700/30 bg-white px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-tint-700">
          {blockLabels.illustrative}
        </span>
        <span>{text}</span>
      </p>
    </aside>
  );
}
