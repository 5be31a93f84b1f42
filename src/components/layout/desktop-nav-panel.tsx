/** One mega-menu panel's content (server HTML): the section's link groups and a dark side panel. */
import { clsx } from 'clsx';

import { ArrowLink } from '@/components/ui/arrow-link';
import { ChevronRight } from '@/components/ui/icon';
import { Waveform } from '@/components/ui/waveform';
import { headerActions, menuCopy, type NavItem, type NavLink } from '@/lib/navigation';
import { site } from '@/lib/settings';

import {
  groupHeading,
  MenuCall,
  PanelLink,
  PostFeature,
  StoriesFeature,
  TailLink,
  TiledGroups,
} from './desktop-nav-features';

export const navSlug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const cols = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;
/**
 * A list whose row with a submenu has a toggle (closed in the HTML: the Industries menu lists the industries, so
 * the panel first shows what the products are for, MenuCall) for its second level. The second level (and the
 * feature behind it) rises by the group heading's height (-top-6), so its heading lines up with the group's.
 */
function NestedList({ links }: { links: NavLink[] }) {
  return (
    <div className="relative min-h-[25rem] w-64">
      <ul className="grid content-start gap-1">
        {links.map((link) =>
          link.submenu ? (
            <li key={link.href}>
              <div className="flex items-stretch gap-1">
                <div className="flex-1">
                  <PanelLink link={link} />
                </div>
                <button
                  type="button"
                  className="flex w-9 items-center justify-center rounded-lg text-ink-600 hover:bg-mist data-[state=open]:bg-cool-50 data-[state=open]:text-cool-700"
                  aria-label={link.submenu.heading}
                  aria-expanded="false"
                  aria-controls={`nav-sub-${navSlug(link.label)}`}
                  data-state="closed"
                  data-sub-trigger=""
                >
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </div>
              <div
                id={`nav-sub-${navSlug(link.label)}`}
                hidden
                className="absolute -top-6 left-[calc(100%+1.5rem)] z-10 min-h-[25rem] w-[30rem] border-l border-line bg-white pl-6"
              >
                <p className={groupHeading}>{link.submenu.heading}</p>
                <ul className="grid grid-cols-2 gap-x-2">
                  {link.submenu.links.map((l) => (
                    <li key={l.href}>
                      <PanelLink link={l} compact />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <li key={link.href}>
              <PanelLink link={link} />
            </li>
          ),
        )}
      </ul>
      <MenuCall />
    </div>
  );
}

/**
 * The dark side panel: the section's overview (or a person to talk to), then the page the menu features or, in the
 * Products menu only, the number to call with a waveform, in the spoken face, and the tour. As tall as its content
 * (self-start): stretched to a tall panel's height it left a dark gap between the two.
 */
function Aside({ item }: { item: NavItem }) {
  const { aside } = menuCopy;
  const top = item.overview ? { ...item.overview, linkLabel: item.overview.label } : aside.fallback;
  return (
    <aside
      aria-label={aside.label(item.label)}
      className="on-dark hidden flex-col self-start rounded-2xl bg-ink-950 p-6 text-ink-200 xl:flex"
    >
      <p className="text-base font-semibold text-white">{top.label}</p>
      <p className="mt-2 text-sm leading-relaxed">{top.description}</p>
      <ArrowLink href={top.href} className="mt-4 text-sm text-signal-400 hover:text-signal-300">
        {top.linkLabel}
      </ArrowLink>
      {item.featured ? (
        <div className="mt-5 rounded-xl border border-white/10 bg-white/5 p-4">
          <p className="eyebrow text-xs text-cool-300">{aside.featured}</p>
          <ArrowLink href={item.featured.href} className="mt-2 text-base text-white hover:text-signal-300">
            {item.featured.label}
          </ArrowLink>
          <p className="mt-1 text-sm leading-relaxed">{item.featured.description}</p>
        </div>
      ) : (
        item.call && (
          <div className="mt-5 rounded-xl border border-white/10 bg-white/5 p-4">
            {/* The waveform over the label, not beside it: beside it, the label wrapped onto a second line. */}
            <Waveform bars={14} className="h-4 text-signal-400" />
            <p className="mt-2 font-spoken text-xs tracking-wide whitespace-nowrap text-cool-300 uppercase">
              {aside.call}
            </p>
            <p className="mt-2 font-spoken text-xl font-medium tracking-tight whitespace-nowrap text-white">
              {site.phone.display}
            </p>
            <ArrowLink href={headerActions.tour.href} className="mt-3 text-sm text-signal-400 hover:text-signal-300">
              {headerActions.tour.label}
            </ArrowLink>
          </div>
        )
      )}
    </aside>
  );
}

export function PanelBody({ item }: { item: NavItem }) {
  // A lone list of four links or more runs in two columns: in one, it hugged the left of a full-width panel and
  // left most of it empty beside the side panel.
  const lone = item.groups.length === 1 && !item.feature ? item.groups[0]!.links.length : 0;
  const columns = item.columns ?? (lone >= 4 ? 2 : 1);
  const nested = item.groups.some((g) => g.links.some((l) => l.submenu));
  return (
    <div
      className={clsx('container-page grid grid-cols-1 gap-8 py-7', item.aside !== false && 'xl:grid-cols-[1fr_18rem]')}
    >
      {item.aside === false ? (
        <TiledGroups item={item} />
      ) : (
        <div
          className={clsx(
            'grid gap-8',
            item.feature === 'post'
              ? 'grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]'
              : item.feature
                ? 'grid-cols-[minmax(0,0.8fr)_minmax(0,1.6fr)]'
                : item.groups.length < 2
                  ? 'grid-cols-1'
                  : 'grid-cols-2',
          )}
        >
          {item.groups.map((group) => (
            <div key={group.heading}>
              <p className={groupHeading}>{group.heading}</p>
              {nested ? (
                <NestedList links={group.links} />
              ) : (
                <ul className={clsx('grid gap-x-4 gap-y-0.5', cols[group.columns ?? columns])}>
                  {group.links.map((link) => (
                    <li key={link.href + link.label}>
                      <PanelLink link={link} compact={group.compact ?? columns > 2} />
                    </li>
                  ))}
                  {group.tail && (
                    <li>
                      <TailLink link={group.tail} eyebrow={menuCopy.aside.featured} />
                    </li>
                  )}
                </ul>
              )}
            </div>
          ))}
          {item.feature === 'stories' && <StoriesFeature />}
          {item.feature === 'post' && <PostFeature />}
        </div>
      )}
      {item.aside !== false && <Aside item={item} />}
    </div>
  );
}
