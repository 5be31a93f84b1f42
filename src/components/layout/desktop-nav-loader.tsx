'use client';

/**
 * Keeps the Radix mega menu out of first-load JavaScript. The server HTML is the static menu (CSS opens
 * panels on hover and focus); the first pointer, touch or focus in the menu bar loads the interactive
 * Radix menu, which renders the same markup. The swap keeps the hovered (or already clicked) panel open
 * and the focus where it was.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type Interactive = ComponentType<{ initialValue?: string }>;

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button')];

export function DesktopNavLoader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Nav: Interactive; open: string; focusIndex: number } | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let started = false;
    let clicked = '';
    const onClick = (e: Event) => {
      const t = (e.target as HTMLElement).closest<HTMLElement>('[data-nav-trigger]');
      if (t) clicked = t.dataset.navTrigger ?? '';
    };
    const load = () => {
      if (started) return;
      started = true;
      void import('./desktop-nav-client').then(({ InteractiveNav }) => {
        const hovered = root.querySelector<HTMLElement>('.nav-item:hover');
        const active = document.activeElement as HTMLElement | null;
        const focusIndex = active && root.contains(active) ? focusables(root).indexOf(active) : -1;
        setLoaded({ Nav: InteractiveNav, open: clicked || (hovered?.dataset.value ?? ''), focusIndex });
      });
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const e of events) root.addEventListener(e, load, { passive: true });
    // A trigger clicked (or Enter/Space) before the menu loaded opens its panel once it has.
    root.addEventListener('click', onClick);
    return () => {
      for (const e of events) root.removeEventListener(e, load);
      root.removeEventListener('click', onClick);
    };
  }, []);

  useLayoutEffect(() => {
    if (!loaded || loaded.focusIndex < 0 || !ref.current) return;
    focusables(ref.current)[loaded.focusIndex]?.focus();
  }, [loaded]);

  return (
    <div ref={ref} data-nav-loaded={loaded ? '' : undefined}>
      {loaded ? <loaded.Nav initialValue={loaded.open} /> : children}
    </div>
  );
}
