/**
 * In-page timing of an island's first activation, shared by the Chromium spec (activation.spec.ts, Playwright)
 * and the Firefox one (activation-firefox.spec.ts, puppeteer-core over WebDriver BiDi). Both functions are
 * serialised into the page, so they use nothing from outside themselves.
 *
 * `armProbe` listens for the first event of the activation (capture phase, the page's own clock: each event's
 * timeStamp) and resolves `window.__activation` with the time from that event to the first frame after the
 * control's visible response is in the page (checked on every DOM mutation, focus change and frame).
 */

/** The visible response of each control, as the visitor sees it. */
export type Response = 'drawer' | 'call' | 'mega-menu' | 'search-focus' | 'search-panel';

export interface Control {
  name: string;
  size: { width: number; height: number };
  /** Its control on the home page (the first visible match). */
  selector: string;
  /** The response a click, tap or key shows. */
  response: Response;
  /** Enter and Space act on it (not on the search field: Enter submits the form, Space types). */
  keys: boolean;
}
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
export const controls: Control[] = [
  {
    name: 'mobile menu',
    size: phone,
    selector: 'pm-island[data-island="mobile-menu"] button[aria-haspopup]',
    response: 'drawer',
    keys: true,
  },
  {
    name: 'sample call',
    size: desktop,
    selector: 'pm-island[data-island="sample-call"] [data-call-controls] button[aria-pressed]',
    response: 'call',
    keys: true,
  },
  {
    name: 'header search box',
    size: desktop,
    selector: 'header pm-island[data-island="search-box"] input[role="combobox"]',
    response: 'search-focus',
    keys: false,
  },
  { name: 'mega menu', size: desktop, selector: '[data-nav-trigger="industries"]', response: 'mega-menu', keys: true },
];

/** In the page: the control's own response, React's once it has taken over (not the one drawn before it). */
export function settled(response: Response) {
  const shown = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;
  switch (response) {
    case 'drawer':
      return shown(document.querySelector('[role="dialog"]'));
    case 'call':
      return document.querySelector('[data-call-state]')?.getAttribute('data-call-state') !== 'idle';
    case 'search-focus':
    case 'search-panel':
      return (
        document.querySelector('header pm-island[data-island="search-box"]')?.getAttribute('data-island-state') ===
          'hydrated' && document.activeElement?.getAttribute('role') === 'combobox'
      );
    case 'mega-menu':
      return shown(document.querySelector('#nav-panel-industries'));
  }
}

export interface Timing {
  /** Event → response in the DOM, and → the frame that shows it (ms). */
  changed: number;
  painted: number;
  /** The response never came within the probe's limit. */
  timedOut?: boolean;
}

/** Installs the probe: `events` are the types whose first occurrence starts the clock. */
export function armProbe({ response, events, limitMs }: { response: Response; events: string[]; limitMs: number }) {
  const shown = (el: Element | null | undefined) =>
    !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const visible: Record<Response, () => boolean> = {
    // The drawer's panel: the dialog, or anything drawn in its place before it ([data-drawer-panel]).
    drawer: () => [...document.querySelectorAll('[role="dialog"], [data-drawer-panel]')].some(shown),
    // The first call card leaves idle, or shows "Connecting" over its exchange.
    call: () => {
      const card = document.querySelector('[data-call-state]');
      return (
        !!card &&
        (card.getAttribute('data-call-state') !== 'idle' ||
          [...card.querySelectorAll('[data-call-waiting="connecting"], [data-call-early]')].some(shown))
      );
    },
    'mega-menu': () => [...document.querySelectorAll('nav [data-panel]')].some(shown),
    'search-focus': () => document.activeElement?.getAttribute('role') === 'combobox',
    // The header search's results panel, whatever it shows first ("Searching…" or results).
    'search-panel': () => [...document.querySelectorAll('header [role="listbox"]')].some((l) => shown(l.parentElement)),
  };
  const w = window as unknown as { __activation?: Promise<Timing>; __activationStart?: number };
  w.__activation = new Promise<Timing>((resolve) => {
    let start: number | undefined;
    let done = false;
    const onEvent = (e: Event) => {
      start ??= e.timeStamp || performance.now();
      check();
    };
    const finish = (timing: Timing) => {
      done = true;
      observer.disconnect();
      for (const type of events) removeEventListener(type, onEvent, true);
      removeEventListener('focusin', check, true);
      resolve(timing);
    };
    const check = () => {
      if (done || start === undefined || !visible[response]()) return;
      const changed = performance.now() - start;
      done = true;
      requestAnimationFrame(() => finish({ changed, painted: performance.now() - start! }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const type of events) addEventListener(type, onEvent, true);
    addEventListener('focusin', check, true);
    const frame = () => {
      if (done) return;
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    setTimeout(() => {
      if (!done) finish({ changed: limitMs, painted: limitMs, timedOut: true });
    }, limitMs);
  });
}

/**
 * A click and nothing before it, as screen readers send it: mousedown, mouseup and click with `detail` 0 and no
 * coordinates (`how: 'events'`), or the element's own click() (`how: 'click()'`), at `at` ms after the page's
 * load event (or at once when that has passed).
 */
export async function bareClick({ selector, how, at }: { selector: string; how: 'events' | 'click()'; at: number }) {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loaded = nav?.loadEventEnd || performance.now();
  const wait = Math.max(0, loaded + at - performance.now());
  if (wait) await new Promise((r) => setTimeout(r, wait));
  const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.getClientRects().length > 0);
  if (!el) throw new Error(`bareClick: nothing visible matches ${selector}`);
  if (how === 'click()') el.click();
  else
    for (const type of ['mousedown', 'mouseup', 'click'])
      el.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, view: window, detail: 0 }),
      );
}

/** How many times a response is measured at most: again only while it is over the bound (a machine under load). */
const ATTEMPTS = 5;

/** One line for a timing, as the reports print it. */
export const describeTiming = (t: Timing) =>
  t.timedOut ? 'NO RESPONSE' : `${t.painted.toFixed(0)} ms to the frame (${t.changed.toFixed(0)} ms to the DOM)`;

/**
 * Measures up to ATTEMPTS times, until a response comes within `bound`: a control that waits for code, or never
 * responds, is over it every time; a frame the loaded machine held back once is not. Returns every sample and the
 * best.
 */
export async function sample(bound: number, attempt: () => Promise<Timing>) {
  const samples: Timing[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const t = await attempt();
    samples.push(t);
    if (!t.timedOut && t.painted <= bound) break;
  }
  const best = samples.reduce((a, b) => (b.painted < a.painted ? b : a));
  return { samples, best };
}
