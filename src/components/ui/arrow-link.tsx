/** A text link followed by an arrow that steps forward on hover: "Read the guide →". */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ArrowRight } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';

export function ArrowLink({ href, children, className }: { href: string; children: ReactNode; className: string }) {
  return (
    <SmartLink href={href} className={clsx(className, 'group inline-flex items-center gap-1.5 font-semibold')}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </SmartLink>
  );
}
