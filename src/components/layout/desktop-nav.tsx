/**
 * Desktop mega menu (lg and up): server HTML with every link. Closed panels are `hidden`; without JavaScript
 * (and until the page hydrates) CSS opens a panel while its item is hovered or holds keyboard focus
 * ([data-nav-static] in globals.css). The page's loader (ui/islands/loader.ts, via desktop-nav-behaviour.ts) then adds the hover delays, click and keyboard toggling,
 * Escape and outside clicks, on this same markup.
 */
import { ChevronDown, Globe } from '@/components/ui/icon';
import { mainNav, menuCopy } from '@/content/navigation';
import { cx } from '@/lib/cx';

import { navSlug, PanelBody } from './desktop-nav-panel';

export function DesktopNav() {
  return (
    <nav aria-label={menuCopy.label} data-nav-static="" className="relative">
      <ul className="container-page flex h-12 items-center gap-0.5">
        {mainNav.map((item) => {
          const value = navSlug(item.label);
          const isRegion = item.label === 'Country/Region';
          return (
            <li key={item.label} data-value={value} className={cx('nav-item', isRegion && 'ml-auto')}>
              <button
                type="button"
                className="group inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-small font-medium text-ink-800 hover:bg-mist hover:text-ink-950 data-[state=open]:bg-mist data-[state=open]:text-ink-950"
                data-nav-trigger={value}
                data-state="closed"
                aria-expanded="false"
                aria-controls={`nav-panel-${value}`}
                id={`nav-trigger-${value}`}
              >
                {isRegion && <Globe aria-hidden="true" className="size-4" />}
                {item.label}
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
    </nav>
  );
}
