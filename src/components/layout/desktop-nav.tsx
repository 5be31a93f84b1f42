import { DesktopNavLoader } from './desktop-nav-loader';
import { NavMarkup } from './desktop-nav-markup';
import { staticParts } from './desktop-nav-static';

/**
 * Desktop mega menu (lg and up). Server HTML: every link, panels opened by CSS on hover and focus.
 * The Radix menu (hover delays, click and keyboard toggling, Escape) loads on first interaction.
 */
export function DesktopNav() {
  return (
    <DesktopNavLoader>
      <NavMarkup parts={staticParts} />
    </DesktopNavLoader>
  );
}
