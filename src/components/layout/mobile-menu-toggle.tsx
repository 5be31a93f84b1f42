import { useRef, useState } from 'react';

import { Menu, X } from '@/components/ui/icon';
import { PRESSED, settlePress } from '@/components/ui/islands/names';
import type { DrawerMenu } from '@/lib/navigation';

type Drawer = typeof import('./mobile-drawer').MobileDrawer;

/**
 * `label`: the button's name; `menu`: the drawer's links and words (both from the server, as props). Below the button, the drawer's frame (its backdrop, its panel and title, rows still empty): hidden,
 * and drawn by CSS alone the moment the button is clicked before React listens (globals.css, `.drawer-frame`), so
 * the tap shows at once; the drawer itself takes its place, without sliding in again. The drawer (Radix Dialog,
 * menu data) is a module of its own, fetched when the island wakes (ui/islands/loader.ts) and rendered as soon as it
 * is there: not through React.lazy and Suspense, whose reveal can hold a ready drawer back by up to 300 ms.
 */
export function MobileMenuToggle({ label, menu }: { label: string; menu: DrawerMenu }) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  const [framed, setFramed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () =>
    import('./mobile-drawer').then(
      (m) => setDrawer(() => m.MobileDrawer),
      // Offline or a failed chunk: the button stays closed, and no frame waits for a drawer that will not come.
      () => settlePress(button.current),
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setFramed(!!button.current?.closest('pm-island')?.hasAttribute(PRESSED));
          void load();
          setOpen(true);
        }}
        onPointerEnter={() => void load()}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-mist"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{label}</span>
      </button>
      <div aria-hidden="true" className="drawer-frame">
        <div className="fixed inset-0 z-[60] animate-fade-in bg-ink-950/60" />
        <div
          data-drawer-panel=""
          className="fixed inset-y-0 right-0 z-[70] flex w-4/5 max-w-sm animate-drawer-in flex-col bg-white shadow-2xl"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-line px-3">
            <p className="flex-1 truncate px-1 text-base font-bold text-ink-950">{menu.copy.title}</p>
            <span className="inline-flex size-11 items-center justify-center text-ink-800">
              <X className="size-5.5" />
            </span>
          </div>
          <div className="grid gap-5 px-6 py-6">
            {['w-2/3', 'w-1/2', 'w-3/5', 'w-2/5', 'w-7/12'].map((w) => (
              <div key={w} className={`h-4 animate-pulse rounded bg-mist ${w}`} />
            ))}
          </div>
        </div>
      </div>
      {Drawer && <Drawer menu={menu} open={open} onOpenChange={setOpen} returnFocusTo={button} framed={framed} />}
    </>
  );
}
