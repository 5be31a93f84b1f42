import { Content, Item, Link as MenuLink, List } from '@radix-ui/react-navigation-menu';
import { ArrowRight, ChevronDown, ChevronRight, Globe } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { mainNav, type NavItem, type NavLink } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { NavPanel, NavRoot, NavSub, NavSubTrigger, NavTrigger } from './desktop-nav-client';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function PanelLink({ link, compact }: { link: NavLink; compact?: boolean }) {
  return (
    <MenuLink asChild>
      <Link
        href={link.href}
        prefetch={false}
        className="group block rounded-lg px-3 py-2.5 hover:bg-mist focus-visible:bg-mist"
      >
        <span className="block text-[0.9375rem] font-semibold text-ink-950 group-hover:text-cool-700">{link.label}</span>
        {link.description && !compact && (
          <span className="mt-0.5 block text-sm leading-snug text-muted">{link.description}</span>
        )}
      </Link>
    </MenuLink>
  );
}

const cols = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

function PanelBody({ item }: { item: NavItem }) {
  const nested = item.groups.flatMap((g) => g.links).find((l) => l.submenu);
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-7 xl:grid-cols-[1fr_18rem]">
      <div className={cn('grid gap-8', item.groups.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {item.groups.map((group) => (
          <div key={group.heading}>
            <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-cool-700">{group.heading}</p>
            {nested ? (
              <NavSub defaultValue={slug(nested.label)} className="min-h-[25rem] w-64">
                <List className="grid content-start gap-1">
                  {group.links.map((link) =>
                    link.submenu ? (
                      <Item key={link.href} value={slug(link.label)}>
                        <div className="flex items-stretch gap-1">
                          <div className="flex-1"><PanelLink link={link} /></div>
                          <NavSubTrigger
                            value={slug(link.label)}
                            label={link.submenu.heading}
                            className="flex w-9 items-center justify-center rounded-lg text-ink-600 hover:bg-mist data-[state=open]:bg-cool-50 data-[state=open]:text-cool-700"
                          >
                            <ChevronRight aria-hidden="true" className="size-4" />
                          </NavSubTrigger>
                        </div>
                        <NestedContent link={link} />
                      </Item>
                    ) : (
                      <Item key={link.href}><PanelLink link={link} /></Item>
                    ),
                  )}
                </List>
              </NavSub>
            ) : (
              <ul className={cn('grid gap-x-4 gap-y-0.5', cols[item.columns ?? 1])}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}><PanelLink link={link} compact={(item.columns ?? 1) > 2} /></li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <aside aria-label={`${item.label} highlights`} className="on-dark hidden flex-col xl:flex justify-between rounded-2xl bg-ink-950 p-6 text-ink-200">
        {item.overview ? (
          <>
            <div>
              <p className="text-base font-semibold text-white">{item.overview.label}</p>
              <p className="mt-2 text-sm leading-relaxed">{item.overview.description}</p>
            </div>
            <MenuLink asChild>
              <Link href={item.overview.href} prefetch={false} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-signal-400 hover:text-signal-300">
                {item.overview.label} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </MenuLink>
          </>
        ) : (
          <>
            <div>
              <p className="text-base font-semibold text-white">Talk to a person</p>
              <p className="mt-2 text-sm leading-relaxed">Book a 15-minute discovery call and hear Pocket Mentor answer from your own procedures.</p>
            </div>
            <MenuLink asChild>
              <Link href="/contact" prefetch={false} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-signal-400 hover:text-signal-300">
                Book a meeting <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </MenuLink>
          </>
        )}
      </aside>
    </div>
  );
}

/** The nested second level (Products › Pocket Mentor › by industry). Open by default, so it is in the server HTML. */
function NestedContent({ link }: { link: NavLink }) {
  const sub = link.submenu!;
  return (
    <ContentSlot>
      <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-cool-700">{sub.heading}</p>
      <ul className="grid grid-cols-2 gap-x-2">
        {sub.links.map((l) => (
          <li key={l.href}><PanelLink link={l} compact /></li>
        ))}
      </ul>
    </ContentSlot>
  );
}

function ContentSlot({ children }: { children: ReactNode }) {
  return (
    <Content className="absolute left-[calc(100%+1.5rem)] top-0 w-[30rem] border-l border-line pl-6">{children}</Content>
  );
}

/** Desktop mega menu (lg and up). Hover or click opens a panel; all links are in the HTML. */
export function DesktopNav() {
  return (
    <NavRoot label="Main">
      <List className="container-page flex h-12 items-center gap-0.5">
        {mainNav.map((item) => {
          const value = slug(item.label);
          const isRegion = item.label === 'Country/Region';
          return (
            <Item key={item.label} value={value} className={cn('nav-item', isRegion && 'ml-auto')}>
              <NavTrigger
                value={value}
                className="group inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-[0.9375rem] font-medium text-ink-800 hover:bg-mist hover:text-ink-950 data-[state=open]:bg-mist data-[state=open]:text-ink-950"
              >
                {isRegion && <Globe aria-hidden="true" className="size-4" />}
                {item.label}
                <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-150 group-data-[state=open]:rotate-180" />
              </NavTrigger>
              <NavPanel
                value={value}
                className="absolute inset-x-0 top-full z-50 border-y border-line bg-white shadow-lift motion-safe:animate-panel-in"
              >
                <PanelBody item={item} />
              </NavPanel>
            </Item>
          );
        })}
      </List>
      {/* Without JavaScript, panels open on hover and keyboard focus. */}
      <noscript>
        <style>{'.nav-item:hover>[data-panel],.nav-item:focus-within>[data-panel]{display:block!important}'}</style>
      </noscript>
    </NavRoot>
  );
}
