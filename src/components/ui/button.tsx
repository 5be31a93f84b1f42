import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ArrowRight } from '@/components/ui/icon';

import { SmartLink } from './smart-link';

type ButtonVariant = 'primary' | 'secondary' | 'inverse';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-signal-500 text-ink-950 hover:bg-signal-400 shadow-[0_1px_0_rgb(255_255_255/0.35)_inset,0_8px_20px_-10px_rgb(232_106_12/0.9)]',
  secondary: 'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-mist',
  inverse: 'border border-white/25 bg-white/5 text-white hover:bg-white/10 hover:border-white/40',
};

const sizes = {
  md: 'min-h-11 px-5 text-small',
  lg: 'min-h-13 px-7 text-base',
};

const buttonClass = (variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') =>
  clsx(
    // A label too long for a phone's column wraps (centred) instead of pushing the column past the screen;
    // beside other content in a row it keeps its full width (shrink-0), as a one-line label.
    'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg py-2 text-center font-semibold tracking-tight text-balance transition-colors duration-150',
    variants[variant],
    sizes[size],
  );

/** A link styled as a button. Every call to action on the site is a link (no forms of our own). */
export function Button({
  href,
  children,
  variant = 'primary',
  size = 'md',
  arrow = false,
  className,
  primaryAction = false,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  arrow?: boolean;
  className?: string;
  /** The page's primary action (its hero's first button): marked `data-primary-action` for the route sweep. */
  primaryAction?: boolean;
}) {
  return (
    <SmartLink
      href={href}
      className={clsx(buttonClass(variant, size), 'group', className)}
      data-primary-action={primaryAction ? '' : undefined}
    >
      {children}
      {arrow && (
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
        />
      )}
    </SmartLink>
  );
}
