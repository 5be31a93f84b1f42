import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react';

import { ArrowRight, ChevronLeft, ChevronRight, X } from '@/components/ui/icon';
import { settlePress } from '@/components/ui/islands/names';
import { Link } from '@/components/ui/link';
import type { DrawerMenu, NavGroup, NavLink } from '@/lib/navigation';

import { DrawerActions, herePath, holdsHere, isHere, menuLines, RowText, sectionPreview } from './drawer-parts';
import { currentLevel, initialMenuState, menuReducer, menuTitle, type MenuLevel } from './mobile-menu-state';
import { SearchForm } from './search-form';
import { useScrollLock } from './use-scroll-lock';

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-base font-medium text-ink-950 hover:bg-mist';
/** The page being read, and the section that holds it: a tinted row with a bar at its start. */
const hereClass = 'bg-mist font-semibold text-cool-700 shadow-[inset_3px_0_0_var(--color-cool-600)]';

/** `menu`: the links and words, given by the server as the island's props (src/lib/navigation.ts). */
export function MobileDrawer({
  menu,
  open,
  onOpenChange,
  returnFocusTo,
  framed = false,
}: {
  menu: DrawerMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The drawer's frame is on screen already (./mobile-menu-toggle.tsx): this opening does not slide in again. */
  framed?: boolean;
}) {
  const copy = menu.copy;
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const title = useRef<HTMLHeadingElement>(null);
  const level = currentLevel(state);
  const here = herePath();
  const lines = useMemo(() => menuLines(), []);

  useScrollLock(open);
  // Open: the frame drawn before React goes, in the same frame as the drawer comes (before the browser paints).
  useLayoutEffect(() => {
    if (open) settlePress(returnFocusTo.current);
  }, [open, returnFocusTo]);
  // Opening resets to the top level.
  useEffect(() => {
    dispatch({ type: open ? 'open' : 'close' });
  }, [open]);
  // Each push/pop moves focus to the new level's title so screen readers hear where they are.
  useEffect(() => {
    if (state.open) title.current?.focus();
  }, [state.stack.length, state.open]);

  const push = (l: MenuLevel) => dispatch({ type: 'push', level: l });
  const close = () => onOpenChange(false);

  const leaf = (link: NavLink) => (
    <Link
      newTabNote={menu.newTabNote}
      href={link.href}
      onClick={close}
      aria-current={isHere(link.href, here) ? 'page' : undefined}
      className={clsx(rowClass, isHere(link.href, here) && hereClass)}
    >
      <RowText link={link} lines={lines} />
    </Link>
  );
  const group = (g: NavGroup, showHeading: boolean) => (
    <div key={g.heading} className="py-2">
      {showHeading && <h3 className="px-3 pb-1 pt-2 eyebrow text-xs text-cool-700">{g.heading}</h3>}
      <ul>
        {g.links.map((l) => (
          <li key={l.href + l.label}>
            {l.submenu ? (
              <div className="flex items-center">
                <div className="flex-1">{leaf(l)}</div>
                <button
                  type="button"
                  className="inline-flex size-12 items-center justify-center rounded-lg text-ink-700 hover:bg-mist"
                  onClick={() => push({ title: l.label, groups: [l.submenu!] })}
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                  <span className="sr-only">{l.submenu.heading}</span>
                </button>
              </div>
            ) : (
              leaf(l)
            )}
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Dialog.Overlay: Radix's overlay locks scroll with react-remove-scroll, which
            injects a <style> element that the strict CSP (style-src-elem by hash) blocks. useScrollLock locks
            it with a class on <html> instead. Dialog.Portal still runs the exit animation (Presence). */}
        <div
          data-state={open ? 'open' : 'closed'}
          aria-hidden="true"
          style={{ pointerEvents: 'auto' }}
          className={clsx(
            'fixed inset-0 z-[60] bg-ink-950/60 data-[state=closed]:animate-fade-out',
            !framed && 'data-[state=open]:animate-fade-in',
          )}
        />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            title.current?.focus();
          }}
          className={clsx(
            'fixed inset-y-0 right-0 z-[70] flex w-4/5 max-w-sm flex-col bg-white shadow-2xl data-[state=closed]:animate-drawer-out',
            !framed && 'data-[state=open]:animate-drawer-in',
          )}
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-line px-3">
            {level ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'pop' })}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-ink-800 hover:bg-mist"
              >
                <ChevronLeft aria-hidden="true" className="size-5" /> {copy.back}
              </button>
            ) : null}
            <Dialog.Title
              ref={title}
              tabIndex={-1}
              className="flex-1 truncate px-1 text-base font-bold text-ink-950 outline-none"
            >
              {menuTitle(state, copy.title)}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-mist">
              <X aria-hidden="true" className="size-5.5" />
              <span className="sr-only">{copy.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{copy.description}</Dialog.Description>
          <nav aria-label={copy.label} className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
            {level ? (
              <>
                {level.overview && (
                  <Link
                    newTabNote={menu.newTabNote}
                    href={level.overview.href}
                    onClick={close}
                    aria-current={isHere(level.overview.href, here) ? 'page' : undefined}
                    className="mb-1 flex min-h-12 items-center gap-2 rounded-lg bg-mist px-3 font-semibold text-cool-700 aria-[current=page]:shadow-[inset_3px_0_0_var(--color-cool-600)]"
                  >
                    {level.overview.label} <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                )}
                {level.groups.map((g) => group(g, level.groups.length > 1))}
              </>
            ) : (
              <>
                <div className="pb-3">
                  <SearchForm id="drawer-search" copy={menu.search} label={copy.search} onSubmitted={close} />
                </div>
                <ul>
                  {menu.nav.map((item) => (
                    <li key={item.label}>
                      <button
                        type="button"
                        className={clsx(rowClass, holdsHere(item, here) && hereClass)}
                        onClick={() => push({ title: item.label, overview: item.overview, groups: item.groups })}
                      >
                        <span className="grid min-w-0 gap-0.5">
                          {item.label}
                          <span aria-hidden="true" className="line-clamp-2 text-xs leading-snug font-normal text-muted">
                            {sectionPreview(item)}
                          </span>
                        </span>
                        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-600" />
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </nav>
          {!level && <DrawerActions menu={menu} onLeave={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
