/**
 * The only script every page loads before the visitor acts (a few KB, no React; ./boot.mjs fetches it). It:
 *   - hydrates each island (./island.tsx) on the first pointer, touch, focus or click inside it; a click that lands
 *     before React shows its response at once (the island is marked pressed; CSS draws it) and is replayed once
 *     hydrated, and focus or typed text is handed over, so one tap acts;
 *   - starts the /search results and the /contact booking widget, each a small plain module of its own;
 *   - runs the desktop mega menu (layout/desktop-nav-behaviour.ts), "/" to search, the footer's current year and,
 *     in `astro dev` only, the header's scroll state;
 *   - with analytics on (`__PM_ANALYTICS__`), loads the tracker when idle unless GPC or Do Not Track is sent.
 * Each island's `data-island-state` says pending, hydrated or failed (the browser tests wait on it).
 */
import type { ComponentType } from 'react';

import { ANALYTICS_EVENT, privacySignal } from '../../../lib/analytics/events';
import { showCurrentYear } from '../../layout/current-year-client';
import { enhanceDesktopNav } from '../../layout/desktop-nav-behaviour';
import { headerScrollState } from './boot.mjs';
import { PRESSED, type IslandName } from './names';

type Loaded = ComponentType<Record<string, unknown>>;

/**
 * Each island's component, fetched on first use (its own chunk; React is a shared chunk), with the code its first
 * response needs (the drawer, the call's player) fetched beside it rather than after the click.
 */
const components: Record<IslandName, () => Promise<Loaded>> = {
  'sample-call': () =>
    Promise.all([import('../call/sample-call'), import('../call/player')]).then(
      ([m]) => m.SampleCall as unknown as Loaded,
    ),
  'search-box': () => import('../../search/search-box').then((m) => m.SearchBox as unknown as Loaded),
  'mobile-menu': () =>
    Promise.all([import('../../layout/mobile-menu-toggle'), import('../../layout/mobile-drawer')]).then(
      ([m]) => m.MobileMenuToggle as unknown as Loaded,
    ),
};

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Hands text typed into a field before hydration to React's onChange (it compares with its own tracker). */
function handOverTypedText(el: HTMLElement) {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement) || !el.contains(field) || !field.value) return;
  const typed = field.value;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  field.value = ''; // through React's own setter: its tracker now holds ''
  setValue.call(field, typed); // the DOM value only
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function wake(el: HTMLElement, pending: { click?: Element }) {
  if (el.dataset.islandState) return;
  el.dataset.islandState = 'pending';
  const name = el.dataset.island as IslandName;
  try {
    // React's code runs only once a press has ended (its click handled, and the response drawn for it painted):
    // evaluating it is a long task, and between a touch and its click it would hold the click back.
    await released();
    // (A frame, or 100 ms where the browser paints none: a page in the background still wakes.)
    await new Promise((done) => {
      requestAnimationFrame(() => setTimeout(done));
      setTimeout(done, 100);
    });
    const [{ hydrate }, Component] = await Promise.all([import('./hydrate'), components[name]()]);
    await hydrate(el, Component);
    // From here on React handles the clicks on this island (until now the loader kept them from it: a click on an
    // island React is still hydrating would make it hydrate at once, holding the frame that shows the response).
    const click = pending.click;
    pending.click = undefined;
    el.dispatchEvent(new Event('pm-listening'));
    el.dataset.islandState = 'hydrated';
    if (el.contains(document.activeElement)) {
      document.activeElement!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      handOverTypedText(el);
    }
    if (click?.isConnected) (click as HTMLElement).click();
    else el.removeAttribute(PRESSED);
  } catch (error) {
    // Offline or a failed chunk: the server HTML stays (every island works as a plain link or form without JS).
    el.dataset.islandState = 'failed';
    el.removeAttribute(PRESSED);
    console.warn(`Could not load ${name}:`, error);
  }
}

/** Whether a pointer or a finger is down on the page now (between a press and its click). */
let pressing = false;
for (const [type, down] of [
  ['pointerdown', true],
  ['pointerup', false],
  ['pointercancel', false],
  ['touchcancel', false],
] as const)
  addEventListener(type, () => (pressing = down), { capture: true, passive: true });
/** Once the press now in progress, if any, has ended with its click (or was not a click: at most 1 s). */
const released = () =>
  new Promise<void>((done) => {
    if (!pressing) return done();
    const end = () => {
      removeEventListener('click', end, true);
      removeEventListener('pointercancel', end, true);
      clearTimeout(timer);
      setTimeout(done);
    };
    const timer = setTimeout(end, 1000);
    addEventListener('click', end, true);
    addEventListener('pointercancel', end, true);
  });

/** What the visitor did before this script ran (./boot.mjs, in built pages): kept for it, and no longer watched. */
const boot = (
  window as { pmBoot?: { controller: AbortController; target: EventTarget | null; click: EventTarget | null } }
).pmBoot;
boot?.controller.abort();
const REPLAYED = 'button[type="button"], [role="button"]';

/**
 * A click on an island React does not listen to yet: its control is kept to be clicked again once React listens,
 * and marked pressed, so CSS shows the control's response from the server HTML at once (PRESSED); a click on a
 * field that did not focus it (a click without a pointer before it) focuses it, as the component does once awake.
 */
function clicked(el: HTMLElement, target: Element, pending: { click?: Element }) {
  const control = target.closest(REPLAYED) ?? undefined;
  pending.click = control;
  if (control) el.setAttribute(PRESSED, '');
  const field = target.closest('input, textarea');
  if (field instanceof HTMLElement && document.activeElement !== field) field.focus();
}

function watch(el: HTMLElement) {
  const pending: { click?: Element } = {};
  if (el.dataset.hydrate === 'load') return void wake(el, pending);
  const onWake = () => {
    for (const type of WAKE_EVENTS) el.removeEventListener(type, onWake);
    void wake(el, pending);
  };
  // A click wakes the island too: screen readers (and element.click()) send a click with no pointer, touch or key
  // event before it.
  const onClick = (e: Event) => {
    clicked(el, e.target as Element, pending);
    e.stopImmediatePropagation();
    onWake();
  };
  // Text typed into a field before React listens: the results panel opens at once, saying it is searching (CSS).
  const onInput = (e: Event) => {
    if ((e.target as HTMLInputElement).value.trim()) el.setAttribute(PRESSED, '');
    else el.removeAttribute(PRESSED);
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('input', onInput, true);
  el.addEventListener(
    'pm-listening',
    () => {
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('input', onInput, true);
    },
    { once: true },
  );
  for (const type of WAKE_EVENTS) el.addEventListener(type, onWake, { passive: true });
  // A click before this script ran, replayed once the island listens.
  if (boot?.click instanceof Element && el.contains(boot.click)) clicked(el, boot.click, pending);
  // Touched, clicked or focused before this script ran (autofocus, a tab, a tap while it loaded).
  const touched = [boot?.target, boot?.click, document.activeElement];
  if (touched.some((t) => t instanceof Node && el.contains(t))) onWake();
}

for (const el of document.querySelectorAll<HTMLElement>('pm-island[data-island]')) watch(el);

const booking = document.querySelector<HTMLElement>('[data-booking-widget]');
/** Once the page itself has loaded and painted (the frame after `load`): the vendor's script and calendar (a third
 * party, heavier than the page) never compete with the page's own first paint. */
const afterPageLoad = (start: () => void) => {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};
// The spoken face (Geist Mono, globals.css) is asked for only now: a font is fetched as soon as any text on the page
// uses it, even far below the first screen, and on a slow phone it would share the line with the first paint's.
// Until then, and without JavaScript, the spoken words show in its metric-matched fallback, so the swap moves nothing.
afterPageLoad(() => document.documentElement.setAttribute('data-spoken-face', ''));
if (booking)
  afterPageLoad(() =>
    import('../../sections/booking-widget-client').then(
      (m) => m.startBookingWidget(booking),
      // Offline or a failed chunk: the fallback the server rendered (the phone number, the booking page in a new tab).
      (error) => {
        const fallback = booking.querySelector<HTMLTemplateElement>('template[data-booking-fallback-template]');
        if (fallback) booking.replaceChildren(fallback.content.cloneNode(true));
        console.warn('Could not load the booking widget:', error);
      },
    ),
  );

const results = document.querySelector<HTMLElement>('[data-search-results]');
if (results)
  import('../../search/search-results-client').then(
    (m) => m.showSearchResults(results),
    (error) => console.warn('Could not load the search results:', error),
  );

const nav = document.querySelector<HTMLElement>('nav[data-nav-static]');
if (nav) enhanceDesktopNav(nav, boot?.click);

/** "/" focuses the header search box unless the visitor is typing somewhere else. */
document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.metaKey || e.ctrlKey || e.altKey || e.defaultPrevented) return;
  const t = e.target as HTMLElement | null;
  if (t?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
  const box = [...document.querySelectorAll<HTMLInputElement>('input[data-slash-focus]')].find(
    (i) => i.getClientRects().length > 0,
  );
  if (!box) return;
  e.preventDefault();
  box.focus();
});

showCurrentYear();

// The header's scroll state: a built page's boot script has started it (./boot.mjs); `astro dev` has no boot.
if (!boot) headerScrollState();

if (__PM_ANALYTICS__ && !privacySignal()) {
  const held: Event[] = [];
  const hold = (e: Event) => void held.push(e);
  document.addEventListener(ANALYTICS_EVENT, hold);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('../../../lib/analytics/tracker').then(
      (m) => {
        document.removeEventListener(ANALYTICS_EVENT, hold);
        m.startAnalytics(held);
      },
      () => {}, // offline or blocked: nothing is counted, nothing breaks
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 200);
  // After load, and after the page's largest paint (which here often comes after load): the tracker
  // never competes with it. Where the browser has no LCP entries (Safari), or gives none (a tab opened in the
  // background), after load, or at most 5 s later.
  const afterLoad = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return whenIdle();
    setTimeout(whenIdle, 5000);
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
