import type { ComponentType } from 'react';

import { ArrowRight, FileText, MessageSquare, Phone, Smartphone } from '@/components/ui/icon';
import { LogoMark } from '@/components/ui/logo';
import { site } from '@/content/site';
import { format } from '@/lib/format';
import type { HomeDiagram } from '@/schemas/home';

type IconComponent = ComponentType<{ className?: string }>;

/** A column of labelled chips, each with its icon (the icons repeat when there are more chips). */
function Chips({ items, icons, className }: { items: readonly string[]; icons: IconComponent[]; className: string }) {
  return (
    <ul className="grid gap-2">
      {items.map((label, i) => {
        const ChipIcon = icons[i % icons.length]!;
        return (
          <li
            key={label}
            className={`flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-ink-900 ${className}`}
          >
            <ChipIcon className="size-4 text-cool-700" /> {label}
          </li>
        );
      })}
    </ul>
  );
}

const arrow = <ArrowRight className="mx-auto size-6 rotate-90 text-ink-300 md:rotate-0" />;

/** "Your documents → Pocket Mentor → any phone", in HTML so it reflows on small screens. */
export function HowDiagram({ diagram: d }: { diagram: HomeDiagram }) {
  return (
    <figure className="rounded-3xl border border-line bg-white p-6 md:p-10">
      <figcaption className="sr-only">
        {format(d.caption, { documents: d.documents.join(', '), phones: d.phones.join(', ').toLowerCase() })}
      </figcaption>
      <div className="grid items-center gap-6 md:grid-cols-[1fr_auto_auto_auto_1fr]" aria-hidden="true">
        <Chips items={d.documents} icons={[FileText]} className="border border-line bg-mist" />
        {arrow}
        <div className="mx-auto flex flex-col items-center rounded-2xl bg-ink-950 px-8 py-7 text-center shadow-lift">
          <LogoMark className="size-12" />
          <span className="mt-3 text-base font-bold text-white">{site.name}</span>
          <span className="mt-1 text-xs text-ink-300">{d.hub}</span>
        </div>
        {arrow}
        <Chips
          items={d.phones}
          icons={[Smartphone, Phone, MessageSquare]}
          className="border border-cool-600/30 bg-cool-50"
        />
      </div>
    </figure>
  );
}
