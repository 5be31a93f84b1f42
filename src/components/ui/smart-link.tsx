import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

import { newTabNote as newTabText } from '@/content/ui-copy';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  children: ReactNode;
  /** External links add a screen-reader note "(opens in a new tab)"; turn it off where the link's text or label says so already. */
  newTabNote?: boolean;
};

/** True for links that leave the site (they open in a new tab). */
const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The one link component. Internal links use next/link without prefetching (a static site with many
 * links: prefetching every one in view costs more than it saves); external links open in a new tab with
 * rel="noopener noreferrer" and say so to screen readers; tel:, mailto:, #anchor and file links (the blog feed) are plain anchors.
 */
export function SmartLink({ href, children, newTabNote = true, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabNote && <span className="sr-only"> {newTabText}</span>}
      </a>
    );
  }
  // Files (the blog feed, …) are not pages: a plain anchor, not a client-side navigation.
  if (href.startsWith('tel:') || href.startsWith('mailto:') || href.startsWith('#') || /\.\w+$/.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}
