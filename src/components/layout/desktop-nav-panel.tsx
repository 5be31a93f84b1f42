/** One mega-menu panel's content (server HTML): the section's link groups and a dark side panel. */
import type { ReactNode } from 'react';

import { ArrowRight, ChevronRight } from '@/components/ui/icon';
import { SceneDetail } from '@/components/ui/scene-detail';
import { SceneImage } from '@/components/ui/scene-image';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { cx } from '@/lib/cx';
import { headerActions, menuCopy, menuFeature, menuStories, type NavItem, type NavLink } from '@/lib/navigation';
import { site } from '@/lib/settings';

export const navSlug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const cols = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;
const groupHeading = 'mb-2 px-3 eyebrow text-xs text-cool-700';

function PanelLink({ link, compact }: { link: NavLink; compact?: boolean }) {
  if (link.thumb)
    return (
      <SmartLink href={link.href} className="nav-link flex items-center gap-3 py-2">
        <SceneDetail src={link.thumb.src} tint={link.thumb.tint} className="w-14 rounded-lg" />
        <span>
          {link.label}
          {link.description && <span className="nav-link-desc">{link.description}</span>}
        </span>
      </SmartLink>
    );
  return (
    <SmartLink href={link.href} className="nav-link">
      {link.label}
      {link.description && !compact && <span className="nav-link-desc">{link.description}</span>}
    </SmartLink>
  );
}

function ArrowLink({ href, children, className }: { href: string; children: ReactNode; className: string }) {
  return (
    <SmartLink href={href} className={cx(className, 'inline-flex items-center gap-1.5 font-semibold')}>
      {children} <ArrowRight aria-hidden="true" className="size-4" />
    </SmartLink>
  );
}

/**
 * Behind the Pocket Mentor sub-menu (same place, lower layer): shown whenever that list is collapsed, so the
 * panel never shows a blank area. A featured industry with its scene.
 */
function FeaturedIndustry() {
  const f = menuFeature;
  return (
    <div
      className="absolute -top-6 left-[calc(100%+1.5rem)] flex w-[30rem] gap-5 border-l border-line pl-6"
      data-tint={f.slug}
    >
      <SceneImage
        src={industryScene(f.slug)}
        className="mt-px w-48 shrink-0 self-start rounded-xl bg-tint-50 ring-1 ring-tint-200"
      />
      <div className="text-sm">
        <p className="eyebrow text-xs text-tint-700">{f.eyebrow}</p>
        <p className="mt-2 text-base font-semibold text-ink-950">{f.title}</p>
        <p className="mt-1 leading-snug text-muted">{f.body}</p>
        <ArrowLink href={f.href} className="mt-3 text-cool-700 hover:text-ink-950">
          {f.linkLabel}
        </ArrowLink>
        <p className="mt-4 leading-snug text-muted">{f.allLabel}</p>
      </div>
    </div>
  );
}

/**
 * The Customers panel's feature: the illustrative stories of /customers/customer-stories, each as its industry's
 * scene, its setting and its title, so the panel shows what is behind the three links.
 */
function StoriesFeature() {
  if (!menuStories.items.length) return null;
  return (
    <div>
      <p className={groupHeading}>{menuStories.heading}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
        {menuStories.items.map((link) => (
          <li key={link.label}>
            <PanelLink link={link} />
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 px-3 text-sm text-muted">
        {menuStories.note}
        <ArrowLink href={menuStories.href} className="text-cool-700 hover:text-ink-950">
          {menuStories.linkLabel}
        </ArrowLink>
      </p>
    </div>
  );
}

/**
 * A list whose row with a submenu has a toggle (open in the HTML) for its second level. The second level (and the
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
                  aria-expanded="true"
                  aria-controls={`nav-sub-${navSlug(link.label)}`}
                  data-state="open"
                  data-sub-trigger=""
                >
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </div>
              <div
                id={`nav-sub-${navSlug(link.label)}`}
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
      <FeaturedIndustry />
    </div>
  );
}

/** The dark side panel: the section's overview (or a person to talk to), the phone number and the tour. */
function Aside({ item }: { item: NavItem }) {
  const { aside } = menuCopy;
  const top = item.overview ? { ...item.overview, linkLabel: item.overview.label } : aside.fallback;
  return (
    <aside
      aria-label={aside.label(item.label)}
      className="on-dark hidden flex-col xl:flex justify-between rounded-2xl bg-ink-950 p-6 text-ink-200"
    >
      <div>
        <p className="text-base font-semibold text-white">{top.label}</p>
        <p className="mt-2 text-sm leading-relaxed">{top.description}</p>
        <ArrowLink href={top.href} className="mt-5 text-sm text-signal-400 hover:text-signal-300">
          {top.linkLabel}
        </ArrowLink>
      </div>
      <div className="mt-6 border-t border-white/10 pt-5 text-sm">
        <p>
          {aside.call} <b className="whitespace-nowrap text-white">{site.phone.display}</b>
        </p>
        <ArrowLink href={headerActions.tour.href} className="mt-2 text-sm text-signal-400 hover:text-signal-300">
          {headerActions.tour.label}
        </ArrowLink>
      </div>
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
      className={cx('container-page grid grid-cols-1 gap-8 py-7', item.aside !== false && 'xl:grid-cols-[1fr_18rem]')}
    >
      <div
        className={cx(
          'grid gap-8',
          item.feature
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
              <ul className={cx('grid gap-x-4 gap-y-0.5', cols[group.columns ?? columns])}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <PanelLink link={link} compact={group.compact ?? columns > 2} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        {item.feature === 'stories' && <StoriesFeature />}
      </div>
      {item.aside === false ? (
        item.overview && (
          <div className="-mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-1 border-t border-line px-3 pt-3 text-sm">
            <span className="text-muted">{item.overview.description}</span>
            <ArrowLink href={item.overview.href} className="text-cool-700 hover:text-ink-950">
              {item.overview.label}
            </ArrowLink>
          </div>
        )
      ) : (
        <Aside item={item} />
      )}
    </div>
  );
}
