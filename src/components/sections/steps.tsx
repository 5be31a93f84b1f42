import type { ReactNode } from 'react';

import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { blockLabels } from '@/lib/labels';
import type { IconName } from '@/schemas/common';

export interface Step {
  title: string;
  description: string;
  icon: IconName;
}

const iconBox = {
  light: 'inline-flex size-11 items-center justify-center rounded-xl bg-ink-950 text-cool-300',
  dark: 'inline-flex size-11 items-center justify-center rounded-xl bg-white/8 text-cool-300 ring-1 ring-white/10',
};

/**
 * The inside of a numbered tile (step, phase, rule): its icon (if any) with the number on the right, the title (an h3)
 * and the description, then anything else. `readNumber`: the number is shown only visually, so read it out.
 */
export function NumberedTile({
  icon,
  number,
  readNumber,
  title,
  description,
  dark = false,
  descriptionClassName = dark ? 'mt-2 text-small text-ink-300' : 'mt-2 text-[0.9875rem]',
  children,
}: Omit<Step, 'icon'> & {
  /** Without one, the number stands alone (fewer icon cards where the number says enough). */
  icon?: IconName;
  number: ReactNode;
  readNumber?: number;
  dark?: boolean;
  descriptionClassName?: string;
  children?: ReactNode;
}) {
  const titleClass = dark ? 'mt-5 text-h3 font-semibold text-white' : 'mt-5 text-h3 font-semibold';
  return (
    <>
      <div className="flex items-center justify-between">
        {icon && (
          <span className={iconBox[dark ? 'dark' : 'light']}>
            <Icon name={icon} className="size-5" />
          </span>
        )}
        {number}
      </div>
      {readNumber ? (
        <StepHeading index={readNumber - 1} title={title} className={titleClass} />
      ) : (
        <h3 className={titleClass}>{headingText(title)}</h3>
      )}
      <p className={descriptionClassName}>{description}</p>
      {children}
    </>
  );
}

/** A numbered step's h3: the number is read out ("Step 1: …") where the list shows it only visually. */
export function StepHeading({ index, title, className }: { index: number; title: string; className: string }) {
  return (
    <h3 className={className}>
      <span className="sr-only">{blockLabels.step(index + 1)}</span>
      {headingText(title)}
    </h3>
  );
}
