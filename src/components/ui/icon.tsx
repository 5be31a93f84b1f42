/**
 * Icons from one SVG sprite (public/icons.svg, built from lucide by scripts/build-icons.mjs). Each icon
 * is an <svg><use href="…#Name"/></svg>: a few bytes in the HTML, no client JavaScript, and the sprite
 * is cached once for the whole site. Content references icons by name (icon-names.ts). Fill, stroke colour
 * and line caps come from the `svg.lucide` rule in globals.css rather than from attributes on every icon.
 */
import { clsx } from 'clsx';
import type { SVGProps } from 'react';

import type { IconName, UiIconName } from './icon-names';
import { SPRITE_URL } from './sprite';

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'>;

function SpriteIcon({
  name,
  className,
  strokeWidth = 2,
  label,
  ...rest
}: SvgProps & { name: IconName | UiIconName; label?: string }) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      className={clsx('lucide shrink-0', className)}
      {...a11y}
      {...rest}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

/** A content icon by name (cards, heroes, use cases). */
export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return <SpriteIcon name={name} className={className} label={label} strokeWidth={1.75} />;
}

/** Named interface icons with lucide-react's calling convention (`<ArrowRight className="size-4" />`). */
const named = (name: IconName | UiIconName) => {
  const C = (props: SvgProps) => <SpriteIcon name={name} {...props} />;
  C.displayName = name;
  return C;
};

export const ArrowRight = named('ArrowRight');
export const ArrowUpRight = named('ArrowUpRight');
export const CalendarX = named('CalendarX');
export const ChevronDown = named('ChevronDown');
export const ChevronLeft = named('ChevronLeft');
export const ChevronRight = named('ChevronRight');
export const ExternalLink = named('ExternalLink');
export const Globe = named('Globe');
export const LogIn = named('LogIn');
export const Mail = named('Mail');
export const MapPin = named('MapPin');
export const Menu = named('Menu');
export const MessageSquare = named('MessageSquare');
export const Mic = named('Mic');
export const Phone = named('Phone');
export const Quote = named('Quote');
export const Search = named('Search');
export const Sparkles = named('Sparkles');
export const X = named('X');
