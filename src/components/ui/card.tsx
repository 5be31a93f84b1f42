import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { gridLayout } from '@/lib/grid';

import { headingText } from './heading-text';
import { Icon } from './icon';
import type { IconName } from './icon-names';

/** An icon in a tinted rounded square. */
export function IconBadge({
  name,
  tone = 'cool',
  className,
}: {
  name: IconName;
  tone?: 'cool' | 'dark';
  className?: string;
}) {
  const tones = {
    // The page's tint: cool outside industry and solution pages (globals.css).
    cool: 'bg-tint-100 text-tint-700 ring-tint-200',
    dark: 'bg-white/8 text-cool-300 ring-white/10',
  };
  return (
    <span
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1',
        tones[tone],
        className,
      )}
    >
      <Icon name={name} className="size-5.5" />
    </span>
  );
}

/** Bordered card with a soft lift on hover; its title is an h3. */
export function Card({
  icon,
  title,
  children,
  className,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow duration-200 hover:shadow-lift md:p-7',
        className,
      )}
    >
      {icon && <IconBadge name={icon} className="mb-5" />}
      <h3 className="text-h3 font-semibold tracking-tight">{headingText(title)}</h3>
      {children && <div className="mt-2.5 text-[0.9875rem] leading-relaxed text-body">{children}</div>}
    </div>
  );
}

/** A list with check marks. */
export function Checklist({
  items,
  dark = false,
  className,
  cols,
}: {
  items: readonly string[];
  dark?: boolean;
  className?: string;
  cols?: { sm?: number; md?: number; lg?: number; xl?: number };
}) {
  // With `cols`, a card grid (no hole in the last row: see lib/grid.ts); otherwise one column.
  const layout = cols ? gridLayout(items.length, cols) : undefined;
  return (
    <ul
      data-card-grid={cols ? '' : undefined}
      style={layout?.list}
      className={cn(cols ? 'card-grid [--gap:1rem]' : 'grid gap-3', className)}
    >
      {items.map((item, i) => (
        <li key={item} className="flex gap-3" style={layout?.item(i)}>
          <span
            className={cn(
              'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
              // The page's tint (cool outside industry and solution pages: globals.css).
              dark ? 'bg-cool-400/15 text-cool-300' : 'bg-tint-100 text-tint-700',
            )}
          >
            <Icon name="CircleCheck" className="size-4" />
          </span>
          <span className={dark ? 'text-ink-100' : 'text-ink-900'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
