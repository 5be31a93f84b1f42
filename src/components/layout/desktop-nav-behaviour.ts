/**
 * The desktop mega menu's behaviour, added to its server HTML (desktop-nav.tsx) by plain script, no React:
 * a panel opens 80 ms after the pointer rests on its item (at once when another is open) and closes 150 ms
 * after the pointer leaves; a click or Enter/Space toggles it (a click right after a hover-open keeps it
 * open); Escape closes it and returns focus to its trigger; a click outside, focus leaving the item or
 * following a link closes it. The Pocket Mentor row's arrow collapses its industry list. A trigger clicked before
 * this script ran (`clickedBefore`, kept by the page's boot script) opens its panel now.
 */
import { HOVER_CLICK_GRACE_MS, MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from './menu-constants';

type Item = { li: HTMLElement; trigger: HTMLElement; panel: HTMLElement };

const setOpenState = (el: HTMLElement, open: boolean) => {
  el.dataset.state = open ? 'open' : 'closed';
  if (el.hasAttribute('aria-expanded')) el.setAttribute('aria-expanded', String(open));
};

export function enhanceDesktopNav(nav: HTMLElement, clickedBefore?: EventTarget | null) {
  const items: Item[] = [...nav.querySelectorAll<HTMLElement>('.nav-item')].map((li) => ({
    li,
    trigger: li.querySelector<HTMLElement>('[data-nav-trigger]')!,
    panel: li.querySelector<HTMLElement>('[data-panel]')!,
  }));
  let open: Item | undefined;
  let openedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (item: Item | undefined) => {
    clearTimeout(timer);
    if (item === open) return;
    for (const it of [open, item]) {
      if (!it) continue;
      setOpenState(it.trigger, it === item);
      setOpenState(it.panel, it === item);
      it.panel.hidden = it !== item;
    }
    open = item;
    if (item) openedAt = Date.now();
  };
  const later = (item: Item | undefined, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => show(item), ms);
  };

  const off: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(
    el: HTMLElement | Document,
    type: K,
    fn: (e: HTMLElementEventMap[K]) => void,
  ) => {
    el.addEventListener(type, fn as EventListener);
    off.push(() => el.removeEventListener(type, fn as EventListener));
  };

  for (const item of items) {
    on(item.li, 'pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return;
      if (open) show(item);
      else later(item, MENU_OPEN_DELAY_MS);
    });
    on(item.li, 'pointerleave', (e) => {
      if (e.pointerType === 'mouse') later(undefined, MENU_CLOSE_DELAY_MS);
    });
    on(item.trigger, 'click', (e) => {
      const hoverOpened = e.detail > 0 && Date.now() - openedAt < HOVER_CLICK_GRACE_MS;
      show(open === item && !hoverOpened ? undefined : item);
    });
    // Focus moving to another element outside the item closes it; a click on the panel's text (focus to nowhere) does not.
    on(item.li, 'focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (open === item && to && !item.li.contains(to)) show(undefined);
    });
    on(item.panel, 'click', (e) => {
      const target = e.target as HTMLElement;
      if (target.closest('a')) show(undefined);
      const sub = target.closest<HTMLElement>('[data-sub-trigger]');
      if (sub) {
        const expand = sub.getAttribute('aria-expanded') !== 'true';
        setOpenState(sub, expand);
        document.getElementById(sub.getAttribute('aria-controls') ?? '')!.hidden = !expand;
      }
    });
  }
  on(document, 'keydown', (e) => {
    if (e.key !== 'Escape' || !open) return;
    const { trigger } = open;
    show(undefined);
    if (nav.contains(document.activeElement)) trigger.focus();
  });
  on(document, 'pointerdown', (e) => {
    if (open && !nav.contains(e.target as Node)) show(undefined);
  });

  // From here on this script opens panels, not CSS; one the pointer already rests on stays open, and one whose
  // trigger was clicked before (a click alone, as screen readers send it, opened nothing with CSS) opens.
  nav.removeAttribute('data-nav-static');
  show(
    items.find((it) => it.li.matches(':hover')) ??
      items.find((it) => clickedBefore instanceof Node && it.trigger.contains(clickedBefore)),
  );
  return () => {
    clearTimeout(timer);
    for (const fn of off) fn();
  };
}
