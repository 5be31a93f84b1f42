import type { ComponentProps, ReactNode } from 'react';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  children: ReactNode;
  /** External links end with this screen-reader note ("opens in a new tab"); `false` where the link says so already. */
  newTabNote: string | false;
};

/**
 * An internal page's URL as the static build serves it: the path with its trailing slash (astro.config.mjs
 * `trailingSlash`), so a click never costs a redirect; query and hash kept. Files (`/blog/rss.xml`) are left alone.
 */
export function pageHref(href: string) {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return !path || path.endsWith('/') || /\.\w+$/.test(path) ? href : `${path}/${rest}`;
}

/** True for links that leave the site (they open in a new tab). */
const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * A plain anchor: every page is prerendered HTML, so an internal link is a full load of a small cached document.
 * External links open in a new tab with rel="noopener noreferrer" and say so to screen readers. Browser-safe: the
 * note's words come from the caller (server components use SmartLink, which brings them).
 */
export function Link({ href, children, newTabNote, ...rest }: LinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabNote && <span className="sr-only"> {newTabNote}</span>}
      </a>
    );
  }
  return (
    <a href={/^(tel|mailto):/.test(href) ? href : pageHref(href)} {...rest}>
      {children}
    </a>
  );
}
