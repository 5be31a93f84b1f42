import { newTabNote as newTabText } from '@/lib/ui-words';

import { Link, type LinkProps } from './link';

export { pageHref } from './link';

type Props = Omit<LinkProps, 'newTabNote'> & {
  /** External links add a screen-reader note "(opens in a new tab)"; turn it off where the link's text or label says so already. */
  newTabNote?: boolean;
};

/** The site's link for server-rendered components: a Link with the site's new-tab note (src/content/site/ui.yaml). */
export function SmartLink({ newTabNote = true, ...rest }: Props) {
  return <Link newTabNote={newTabNote && newTabText} {...rest} />;
}
