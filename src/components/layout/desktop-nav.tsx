/**
 * Desktop mega menu (lg and up): server HTML with every link. Closed panels are `hidden`; without JavaScript
 * (and until the page hydrates) CSS opens a panel while its item is hovered or holds keyboard focus
 * ([data-nav-static] in globals.css). The page's loader (ui/islands/loader.ts, via desktop-nav-behaviour.ts) then adds the hover delays, click and keyboard toggling,
 * Escape and outside clicks, on this same markup.
 */
import { clsx } from 'clsx';

import { ChevronDown, Globe } from '@/components/ui/icon';
import { LogoMark } from '@/components/ui/logo';
import { SmartLink } from '@/components/ui/smart-link';
import { headerActions, mainNav, menuCopy } from '@/lib/navigation';
import { site } from '@/lib/settings';

import { navSlug, PanelBody } from './desktop-nav-panel';

export function DesktopNav() {
  return (
    <nav aria-label={menuCopy.label} data-nav-static="" className="relative">
      <div className="container-page flex h-12 items-center gap-3">
        {/* Shown only in the condensed header, for the pointer: the header's own logo and tour links (in the top
            row, which reappears on focus) are the ones keyboards and screen readers use. */}
        <SmartLink href="/" className="condensed-only shrink-0 rounded-md" aria-hidden="true" tabIndex={-1}>
          <LogoMark className="size-7" />
          <span className="sr-only">{site.name}</span>
        </SmartLink>
        <ul className="flex flex-1 items-center gap-0.5">
          {mainNav.map((item) => {
            const value = navSlug(item.label);
            const isRegion = item.label === 'Country/Region';
            return (
              <li key={item.label} data-value={value} className={clsx('nav-item', isRegion && 'ml-auto')}>
                <button
                  type="button"
                  className="group inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-small font-medium text-ink-800 hover:bg-mist hover:text-ink-950 data-[state=open]:bg-mist data-[state=open]:text-ink-950"
                  data-nav-trigger={value}
                  data-state="closed"
                  aria-expanded="false"
                  aria-controls={`nav-panel-${value}`}
                  id={`nav-trigger-${value}`}
                >
                  {isRegion && <Globe aria-hidden="true" className="size-4" />}
                  {isRegion ? <span className="nav-region-label">{item.label}</span> : item.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-180"
                  />
                </button>
                <div
                  id={`nav-panel-${value}`}
                  data-panel=""
                  data-state="closed"
                  hidden
                  className="absolute inset-x-0 top-full z-50 border-y border-line bg-white shadow-lift motion-safe:animate-panel-in"
                >
                  <PanelBody item={item} />
                </div>
              </li>
            );
          })}
        </ul>
        <SmartLink
          href={headerActions.tour.href}
          className="condensed-only condensed-xl min-h-9 shrink-0 items-center rounded-lg bg-signal-500 px-4 text-sm font-semibold text-ink-950 hover:bg-signal-400"
          aria-hidden="true"
          tabIndex={-1}
        >
          {headerActions.tour.label}
        </SmartLink>
      </div>
    </nav>
  );
}
