import { lazy, Suspense, useRef, useState } from 'react';

import { Menu } from '@/components/ui/icon';
import type { DrawerMenu } from '@/lib/navigation';

/** The drawer (Radix Dialog, menu data) loads on first use, so it costs nothing at first paint. */
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** `label`: the button's name; `menu`: the drawer's links and words (both from the server, as props). */
export function MobileMenuToggle({ label, menu }: { label: string; menu: DrawerMenu }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-mist"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{label}</span>
      </button>
      {loaded && (
        <Suspense>
          <MobileDrawer menu={menu} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
