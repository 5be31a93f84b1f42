/**
 * How a built page starts its one script, the island loader (./loader.ts): scripts/first-paint.mjs writes this
 * function into every page in place of Astro's module script tag. The loader is fetched once the first screen is
 * painted (Paint Timing, and Element Timing on the hero's picture, at most 2 s; without them, the document, the
 * picture's decoding and a frame), so it never competes with the first paint on a slow phone.
 * A visitor who acts before then starts it at once. What they touched and clicked is kept in `window.pmBoot`
 * ({ controller, target, click }): the loader wakes that island and replays the click, so one tap still acts; the
 * click's response shows meanwhile (below). Plain JavaScript without imports: its own text is what pages carry,
 * hashed into each page's CSP. In `astro dev` Astro loads the loader at once and `pmBoot` is absent.
 * @param {string} src the loader's URL
 */
export function bootLoader(src) {
  const controller = new AbortController();
  const boot = { controller, target: null, click: null };
  /** @type {any} */ (window).pmBoot = boot;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(src).catch((error) => console.warn('Could not load the page script:', error));
  };
  const early = (e) => {
    if (e.type === 'click') {
      boot.click = e.target;
      // Its response shows at once, before the loader: an island's control marks the island pressed (CSS draws the
      // response; the loader replays the click), and a menu trigger or a field takes focus, which a click alone does
      // not give (CSS opens a menu panel on focus).
      // (The attribute is PRESSED in ./names.ts.)
      const control = e.target.closest?.('button[type="button"], [role="button"]');
      control?.closest('pm-island')?.setAttribute('data-island-pressed', '');
      const focus = e.target.closest?.('[data-nav-trigger], pm-island input');
      if (focus && document.activeElement !== focus) focus.focus();
    } else boot.target = e.target;
    start();
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'])
    addEventListener(type, early, { capture: true, passive: true, signal: controller.signal });

  /** @returns {Promise<void>} */
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  /** @param {string} type @param {(e: PerformanceEntry) => boolean} test @returns {Promise<void> | null} */
  const reported = (type, test) =>
    PerformanceObserver.supportedEntryTypes?.includes(type)
      ? new Promise((done) =>
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some(test)) return;
            observer.disconnect();
            done(undefined);
          }).observe({ type, buffered: true }),
        )
      : null;
  const inView = [...document.querySelectorAll('img[elementtiming]')].filter((img) => {
    const r = img.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
  });
  const painted = reported('paint', (e) => e.name === 'first-contentful-paint') ?? frame();
  const pictures = inView.length
    ? Promise.race([
        reported('element', () => true) ??
          Promise.all(inView.map((img) => /** @type {HTMLImageElement} */ (img).decode().catch(() => {}))).then(frame),
        new Promise((done) => setTimeout(done, 2000)),
      ])
    : null;
  Promise.all([painted, pictures]).then(start);
}

/**
 * The header's scroll state, from the moment the page is parsed (not when the loader comes): `html[data-header-
 * condenses]` says the header will condense (globals.css sets the scroll padding a followed link needs for it, which
 * the legal pages' reading rail is measured against), and `html[data-scrolled]` once the page is scrolled past a few
 * pixels condenses it (one passive listener, no layout reads). Written into each built page before bootLoader; in
 * `astro dev` the loader calls it.
 */
export function headerScrollState() {
  const root = document.documentElement;
  root.setAttribute('data-header-condenses', '');
  let scrolled = false;
  const onScroll = () => {
    const now = window.scrollY > 24;
    if (now !== scrolled) root.toggleAttribute('data-scrolled', (scrolled = now));
  };
  addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}
