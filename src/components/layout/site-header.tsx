import { SearchBox } from '@/components/search/search-box';
import { Button } from '@/components/ui/button';
import { LogIn, Phone } from '@/components/ui/icon';
import { island } from '@/components/ui/islands/island';
import { Logo } from '@/components/ui/logo';
import { SmartLink } from '@/components/ui/smart-link';
import { site } from '@/content/site';
import { headerActions, menuCopy } from '@/lib/navigation';

import { DesktopNav } from './desktop-nav';
import { MobileMenuToggle } from './mobile-menu-toggle';

/** The search combobox and the drawer's toggle are islands: they hydrate on first pointer, touch or focus. */
const SearchBoxIsland = island('search-box', SearchBox);
const MobileMenuIsland = island('mobile-menu', MobileMenuToggle);

/**
 * Fixed header on an opaque surface: logo, search, phone, Free Product Tour, Log In; the mega menu bar below on
 * desktop. Once the page is scrolled (html[data-scrolled], set by the island loader) it condenses from lg up: the
 * top row slides out of view and the menu bar, with the logo mark and the tour, is one 49 px row (globals.css,
 * `.site-header`). Focus in the top row brings it back. Without JavaScript the full header stays.
 */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 border-b border-line bg-white">
      <div className="header-top container-page flex h-14 items-center gap-4 lg:h-16 lg:gap-6">
        <SmartLink href="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </SmartLink>
        <SearchBoxIsland id="header-search" className="hidden max-w-sm flex-1 lg:block" />
        <div className="ml-auto flex items-center gap-1 lg:gap-3">
          <a
            href={`tel:${site.phone.tel}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2.5 text-small font-semibold text-ink-900 hover:bg-mist"
          >
            <Phone aria-hidden="true" className="size-4.5 text-cool-700" />
            <span className="sr-only lg:not-sr-only">{site.phone.display}</span>
            <span className="sr-only lg:hidden">Call {site.phone.display}</span>
          </a>
          <SmartLink
            href={headerActions.login.href}
            className="hidden min-h-11 items-center gap-2 rounded-lg px-2.5 text-small font-semibold text-ink-900 hover:bg-mist lg:inline-flex"
          >
            <LogIn aria-hidden="true" className="size-4.5 text-cool-700" />
            {headerActions.login.label}
          </SmartLink>
          <div className="hidden sm:block">
            <Button href={headerActions.tour.href}>{headerActions.tour.label}</Button>
          </div>
          <div className="lg:hidden">
            <MobileMenuIsland label={menuCopy.drawer.open} title={menuCopy.drawer.title} />
          </div>
        </div>
      </div>
      <div className="hidden border-t border-line lg:block">
        <DesktopNav />
      </div>
    </header>
  );
}
