import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { isExternal } from '@/lib/cn';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * Internal links use next/link; external links open in a new tab with rel="noopener noreferrer"
 * and say so to screen readers; tel:/mailto: and file links are plain anchors.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // Files (the blog feed, …) are not pages: a plain anchor, not a client-side navigation.
  if (href.startsWith('tel:') || href.startsWith('mailto:') || href.startsWith('#') || /\.\w+$/.test(href)) {
    return <a href={href} {...rest}>{children}</a>;
  }
  return <Link href={href} prefetch={false} {...rest}>{children}</Link>;
}
