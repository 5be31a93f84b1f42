import { ArrowRight, FileText, MessageSquare, Phone, Smartphone } from '@/components/ui/icon';
import { LogoMark } from '@/components/ui/logo';
import { site } from '@/content/site';

/** "Your documents → Pocket Mentor → any phone", in HTML so it reflows on small screens. */
export function HowDiagram({ documents, phones }: { documents: readonly string[]; phones: readonly string[] }) {
  const phoneIcons = [Smartphone, Phone, MessageSquare];
  return (
    <figure className="rounded-3xl border border-line bg-white p-6 md:p-10">
      <figcaption className="sr-only">
        Diagram: your {documents.join(', ')} go into {site.name}, which answers on any {phones.join(', ').toLowerCase()}
        .
      </figcaption>
      <div className="grid items-center gap-6 md:grid-cols-[1fr_auto_auto_auto_1fr]" aria-hidden="true">
        <ul className="grid gap-2">
          {documents.map((d) => (
            <li
              key={d}
              className="flex items-center gap-3 rounded-xl border border-line bg-mist px-4 py-3 text-sm font-semibold text-ink-900"
            >
              <FileText className="size-4 text-cool-700" /> {d}
            </li>
          ))}
        </ul>
        <ArrowRight className="mx-auto size-6 rotate-90 text-ink-300 md:rotate-0" />
        <div className="mx-auto flex flex-col items-center rounded-2xl bg-ink-950 px-8 py-7 text-center shadow-lift">
          <LogoMark className="size-12" />
          <span className="mt-3 text-base font-bold text-white">{site.name}</span>
          <span className="mt-1 text-xs text-ink-300">Guidance from your content</span>
        </div>
        <ArrowRight className="mx-auto size-6 rotate-90 text-ink-300 md:rotate-0" />
        <ul className="grid gap-2">
          {phones.map((p, i) => {
            const I = phoneIcons[i % phoneIcons.length]!;
            return (
              <li
                key={p}
                className="flex items-center gap-3 rounded-xl border border-cool-600/30 bg-cool-50 px-4 py-3 text-sm font-semibold text-ink-900"
              >
                <I className="size-4 text-cool-700" /> {p}
              </li>
            );
          })}
        </ul>
      </div>
    </figure>
  );
}
