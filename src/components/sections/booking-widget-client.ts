/**
 * The booking widget in the browser (markup: ./booking-widget.tsx), plain TypeScript started by the page's loader
 * as /contact loads. Injects the vendor's embed script once, then gives the iframe its src, so the booking page
 * cannot speak before we listen; its minimum height is reserved so nothing shifts. The calendar is ready when the
 * booking page itself speaks (its first message, from the vendor's origin; a "load" event proves nothing). If the
 * script fails or nothing speaks within the timeout, the server-rendered fallback (<template>) replaces it.
 */

import { emitAnalytics } from '../../lib/analytics/events';

/** What the server hands the browser, as JSON in `data-booking-widget`. */
export interface BookingWidgetSettings {
  scriptUrl: string;
  iframeId: string;
  iframeSrc: string;
  /** How long to wait for the scheduler before offering the fallback. */
  timeoutMs: number;
}

export function startBookingWidget(root: HTMLElement) {
  if (root.dataset.bookingState) return;
  root.dataset.bookingState = 'loading';
  const { scriptUrl, iframeId, iframeSrc, timeoutMs } = JSON.parse(
    root.dataset.bookingWidget!,
  ) as BookingWidgetSettings;
  const frame = document.getElementById(iframeId) as HTMLIFrameElement | null;
  const vendorOrigin = new URL(iframeSrc).origin;
  let timer = 0;

  /** Ready or failed, once: the calendar shown, or the fallback in its place. */
  const settle = (state: 'ready' | 'failed') => {
    if (root.dataset.bookingState !== 'loading') return;
    root.dataset.bookingState = state;
    window.clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    root.setAttribute('aria-busy', 'false');
    if (state === 'ready') {
      root.querySelector('[data-booking-skeleton]')?.remove();
      const status = root.querySelector('[role="status"]');
      if (status) status.textContent = '';
      if (frame) frame.style.opacity = '1';
    } else {
      const fallback = root.querySelector<HTMLTemplateElement>('template[data-booking-fallback-template]');
      if (fallback) root.replaceChildren(fallback.content.cloneNode(true));
    }
    // Analytics (docs/analytics.md): the calendar was shown, or the fallback was.
    if (__PM_ANALYTICS__) emitAnalytics({ name: state === 'ready' ? 'Booking: Shown' : 'Booking: Fallback' });
  };
  const onMessage = (e: MessageEvent) => {
    if (frame && e.source === frame.contentWindow && e.origin === vendorOrigin) settle('ready');
  };

  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(scriptUrl)}"]`);
  if (existing) {
    if (existing.dataset.state === 'error') return settle('failed');
  } else {
    const s = document.createElement('script');
    s.src = scriptUrl;
    s.async = true;
    // The vendor learns which site embeds it (origin), not the page path or query.
    s.referrerPolicy = 'strict-origin-when-cross-origin';
    s.dataset.state = 'loading';
    s.addEventListener('load', () => {
      s.dataset.state = 'loaded';
    });
    // A script that cannot load means no calendar, whatever the frame does.
    s.addEventListener('error', () => {
      s.dataset.state = 'error';
      settle('failed');
    });
    document.body.appendChild(s);
  }
  window.addEventListener('message', onMessage);
  if (frame && !frame.getAttribute('src')) frame.src = iframeSrc;
  timer = window.setTimeout(() => settle('failed'), timeoutMs);
}
