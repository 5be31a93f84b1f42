import type { ComponentProps, ReactNode } from 'react';

import { newTabNote as newTabText } from '@/lib/ui-words';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  children: ReactNode;
  /** External links add a screen-reader note "(opens in a new tab)"; turn it off where the link's text or label says so already. */
  newTabNote?: boolean;
};

/**
 * An internal page's URL as the static export serves it: the path with its trailing slash (next.config.ts
 * `trailingSlash`), so a click never costs a redirect; query and hash kept. Files (`/blog/rss.xml`) are left alone.
 */
export function pageHref(href: string) {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return !path || path.endsWith('/') || /\.\w+$/.test(path) ? href : `${path}/${rest}`;
}

/** True for links that leave the site (they open in a new tab). */
const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The one link component. Every page is prerendered HTML, so internal links are plain anchors (a full page load
 * of a small cached document), not next/link: a Link is a client component, and with ~170 links on a page (menus,
 * footer) hydrating them was a measurable part of the main-thread work on a slow phone. External links open in
 * a new tab with rel="noopener noreferrer" and say so to screen readers.
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
  return (
    <a href={/^(tel|mailto):/.test(href) ? href : pageHref(href)} {...rest}>
      {children}
    </a>
  );
}
