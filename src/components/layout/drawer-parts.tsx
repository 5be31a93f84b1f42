import { LogIn, Phone } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import type { DrawerMenu, NavGroup, NavItem } from '@/lib/navigation';

/** A page path without its trailing slash, so `/company/about-us` and `/company/about-us/` compare equal. */
const bare = (p: string) => p.replace(/\/+$/, '') || '/';

/** The page being read: the drawer renders only in the browser, once opened, so the location is there. */
export const herePath = () => (typeof location === 'undefined' ? '' : bare(location.pathname));

/**
 * The one-liner the desktop menu shows under each link (its markup is in every page, hidden on a phone), by path and
 * label: read from there when the drawer opens, so the drawer's props stay labels only and no page carries the
 * lines twice.
 */
export function menuLines(): Map<string, string> {
  const lines = new Map<string, string>();
  if (typeof document === 'undefined') return lines;
  for (const d of document.querySelectorAll('[id^="nav-panel-"] a .nav-link-desc')) {
    const a = d.closest('a')!;
    const label = d.parentElement?.firstChild?.textContent?.trim();
    if (label && d.textContent) lines.set(`${bare(a.pathname)}|${label}`, d.textContent);
  }
  return lines;
}

/** A drawer row's words: the link's label, and under it the line the desktop menu gives it, if any. */
export function RowText({ link, lines }: { link: { href: string; label: string }; lines: Map<string, string> }) {
  const line = lines.get(`${bare(link.href)}|${link.label}`);
  return (
    <span className="grid gap-0.5">
      <span>{link.label}</span>
      {line && <span className="text-sm leading-snug font-normal text-muted">{line}</span>}
    </span>
  );
}

/**
 * Under a top-level row, what its section holds: its first three pages' names, then an ellipsis if there are more
 * (whole names, never a word cut short). A preview of the next level, so hidden from screen readers, which hear
 * that level itself.
 */
export const sectionPreview = (item: NavItem) => {
  const names = item.groups.flatMap((g) => g.links).map((l) => l.label);
  return names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
};

/** Whether a link leads to the page being read. */
export const isHere = (href: string, here: string) => here !== '' && bare(href) === here;

const groupHolds = (g: NavGroup, here: string): boolean =>
  g.links.some((l) => isHere(l.href, here) || (l.submenu !== undefined && groupHolds(l.submenu, here)));

/** Whether a top-level item's section holds the page being read: its overview, a link or a submenu's link. */
export const holdsHere = (item: NavItem, here: string) =>
  (item.overview !== undefined &&
    (isHere(item.overview.href, here) || here.startsWith(`${bare(item.overview.href)}/`))) ||
  item.groups.some((g) => groupHolds(g, here));

/** The top level's foot: the tour, a call and the community's sign-in. */
export function DrawerActions({ menu, onLeave }: { menu: DrawerMenu; onLeave: () => void }) {
  return (
    <div className="grid gap-2 border-t border-line p-4">
      <Link
        newTabNote={menu.newTabNote}
        href={menu.actions.tour.href}
        onClick={onLeave}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-signal-500 px-5 font-semibold text-ink-950"
      >
        {menu.actions.tour.label}
      </Link>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={`tel:${menu.phone.tel}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-line font-semibold text-ink-900"
        >
          <Phone aria-hidden="true" className="size-4" /> {menu.copy.call}
        </a>
        <Link
          newTabNote={menu.newTabNote}
          href={menu.actions.login.href}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-line font-semibold text-ink-900"
        >
          <LogIn aria-hidden="true" className="size-4" /> {menu.actions.login.label}
        </Link>
      </div>
    </div>
  );
}
