/**
 * The desktop mega menu's markup, written once and rendered with two sets of parts:
 * - static parts (server HTML, no JavaScript): plain buttons and hidden panels, opened by CSS on
 *   hover and keyboard focus until the interactive menu loads;
 * - Radix parts (desktop-nav-client.tsx, loaded on the first pointer or focus in the menu bar).
 * Both produce the same DOM, so the swap is invisible.
 */
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';

import { ArrowRight, ChevronDown, ChevronRight, Globe } from '@/components/ui/icon';
import { headerActions, mainNav, menuAside, menuFeature, type NavItem, type NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { cx } from '@/lib/cx';

type WithChildren<P = object> = P & { children: ReactNode; className?: string };

export interface NavParts {
  Root: ComponentType<WithChildren<{ label: string }>>;
  List: ComponentType<WithChildren>;
  Item: ComponentType<WithChildren<{ value?: string }>>;
  Trigger: ComponentType<WithChildren<{ value: string }>>;
  Panel: ComponentType<WithChildren<{ value: string }>>;
  /** Wraps each link (Radix: NavigationMenu.Link asChild; static: nothing). */
  LinkSlot: ComponentType<{ children: ReactNode }>;
  Sub: ComponentType<WithChildren<{ defaultValue: string }>>;
  SubTrigger: ComponentType<WithChildren<{ value: string; label: string }>>;
  SubContent: ComponentType<WithChildren>;
}

const navSlug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function PanelLink({ link, compact, P }: { link: NavLink; compact?: boolean; P: NavParts }) {
  return (
    <P.LinkSlot>
      <Link href={link.href} prefetch={false} className="nav-link">
        <span className="nav-link-label">{link.label}</span>
        {link.description && !compact && <span className="nav-link-desc">{link.description}</span>}
      </Link>
    </P.LinkSlot>
  );
}

const cols = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

function AsideLink({
  href,
  children,
  P,
  className = 'mt-5',
}: {
  href: string;
  children: ReactNode;
  P: NavParts;
  className?: string;
}) {
  return (
    <P.LinkSlot>
      <Link
        href={href}
        prefetch={false}
        className={cx(
          className,
          'inline-flex items-center gap-1.5 text-sm font-semibold text-signal-400 hover:text-signal-300',
        )}
      >
        {children} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </P.LinkSlot>
  );
}

/**
 * Behind the Pocket Mentor sub-menu (same place, lower layer): shown whenever that list is collapsed, so the
 * panel never shows a blank area. A featured industry with its scene.
 */
function FeaturedIndustry({ P }: { P: NavParts }) {
  const f = menuFeature;
  return (
    <div
      className="absolute left-[calc(100%+1.5rem)] top-0 flex w-[30rem] gap-5 border-l border-line pl-6"
      data-tint={f.slug}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- static decorative SVG */}
      <img
        src={`/illustrations/industries/${f.slug}.svg`}
        alt=""
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="h-auto w-48 shrink-0 self-start rounded-xl bg-tint-50 ring-1 ring-tint-200"
      />
      <div className="text-sm">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-tint-700">{f.eyebrow}</p>
        <p className="mt-2 text-base font-semibold text-ink-950">{f.title}</p>
        <p className="mt-1 leading-snug text-muted">{f.body}</p>
        <P.LinkSlot>
          <Link
            href={f.href}
            prefetch={false}
            className="mt-3 inline-flex items-center gap-1.5 font-semibold text-cool-700 hover:text-ink-950"
          >
            {f.linkLabel} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </P.LinkSlot>
        <p className="mt-4 leading-snug text-muted">{f.allLabel}</p>
      </div>
    </div>
  );
}

function PanelBody({ item, P }: { item: NavItem; P: NavParts }) {
  const nested = item.groups.flatMap((g) => g.links).find((l) => l.submenu);
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-7 xl:grid-cols-[1fr_18rem]">
      <div className={cx('grid gap-8', item.groups.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {item.groups.map((group) => (
          <div key={group.heading}>
            <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-cool-700">{group.heading}</p>
            {nested ? (
              <P.Sub defaultValue={navSlug(nested.label)} className="relative min-h-[25rem] w-64">
                <P.List className="grid content-start gap-1">
                  {group.links.map((link) =>
                    link.submenu ? (
                      <P.Item key={link.href} value={navSlug(link.label)}>
                        <div className="flex items-stretch gap-1">
                          <div className="flex-1">
                            <PanelLink link={link} P={P} />
                          </div>
                          <P.SubTrigger
                            value={navSlug(link.label)}
                            label={link.submenu.heading}
                            className="flex w-9 items-center justify-center rounded-lg text-ink-600 hover:bg-mist data-[state=open]:bg-cool-50 data-[state=open]:text-cool-700"
                          >
                            <ChevronRight aria-hidden="true" className="size-4" />
                          </P.SubTrigger>
                        </div>
                        <P.SubContent className="absolute left-[calc(100%+1.5rem)] top-0 z-10 min-h-[25rem] w-[30rem] border-l border-line bg-white pl-6">
                          <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-cool-700">
                            {link.submenu.heading}
                          </p>
                          <ul className="grid grid-cols-2 gap-x-2">
                            {link.submenu.links.map((l) => (
                              <li key={l.href}>
                                <PanelLink link={l} compact P={P} />
                              </li>
                            ))}
                          </ul>
                        </P.SubContent>
                      </P.Item>
                    ) : (
                      <P.Item key={link.href}>
                        <PanelLink link={link} P={P} />
                      </P.Item>
                    ),
                  )}
                </P.List>
                <FeaturedIndustry P={P} />
              </P.Sub>
            ) : (
              <ul className={cx('grid gap-x-4 gap-y-0.5', cols[item.columns ?? 1])}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <PanelLink link={link} compact={(item.columns ?? 1) > 2} P={P} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <aside
        aria-label={`${item.label} highlights`}
        className="on-dark hidden flex-col xl:flex justify-between rounded-2xl bg-ink-950 p-6 text-ink-200"
      >
        <div>
          <p className="text-base font-semibold text-white">
            {item.overview ? item.overview.label : 'Talk to a person'}
          </p>
          <p className="mt-2 text-sm leading-relaxed">
            {item.overview
              ? item.overview.description
              : 'Book a 15-minute discovery call and hear Pocket Mentor answer from your own procedures.'}
          </p>
          <AsideLink href={item.overview?.href ?? '/contact'} P={P}>
            {item.overview ? item.overview.label : 'Book a meeting'}
          </AsideLink>
        </div>
        <div className="mt-6 border-t border-white/10 pt-5 text-sm">
          <p>
            {menuAside.call} <b className="text-white">{site.phone.display}</b>
          </p>
          <AsideLink href={headerActions.tour.href} P={P} className="mt-2">
            {headerActions.tour.label}
          </AsideLink>
        </div>
      </aside>
    </div>
  );
}

/** Desktop mega menu (lg and up). Hover or click opens a panel; all links are in the HTML. */
export function NavMarkup({ parts: P }: { parts: NavParts }) {
  return (
    <P.Root label="Main">
      <P.List className="container-page flex h-12 items-center gap-0.5">
        {mainNav.map((item) => {
          const value = navSlug(item.label);
          const isRegion = item.label === 'Country/Region';
          return (
            <P.Item key={item.label} value={value} className={cx('nav-item', isRegion && 'ml-auto')}>
              <P.Trigger
                value={value}
                className="group inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-small font-medium text-ink-800 hover:bg-mist hover:text-ink-950 data-[state=open]:bg-mist data-[state=open]:text-ink-950"
              >
                {isRegion && <Globe aria-hidden="true" className="size-4" />}
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-180"
                />
              </P.Trigger>
              <P.Panel
                value={value}
                className="absolute inset-x-0 top-full z-50 border-y border-line bg-white shadow-lift motion-safe:animate-panel-in"
              >
                <PanelBody item={item} P={P} />
              </P.Panel>
            </P.Item>
          );
        })}
      </P.List>
    </P.Root>
  );
}
