import { useEffect, useState } from 'react';

import { CalendarX, ExternalLink, Phone } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { emitAnalytics } from '@/lib/analytics/events';
import { cx } from '@/lib/cx';
import { newTabNote } from '@/lib/ui-words';

export interface BookingWidgetProps {
  scriptUrl: string;
  iframeId: string;
  iframeSrc: string;
  minHeight: number;
  /** Sources the vendor needs per CSP directive; the build adds them to this page's policy only. */
  csp?: Readonly<Partial<Record<'script' | 'frame' | 'connect' | 'style' | 'img', readonly string[]>>>;
  /** The iframe's `allow` (Permissions Policy): only what booking needs. */
  allow?: string;
  title: string;
  phone: { display: string; tel: string };
  text: { loading: string; fallbackHeading: string; fallbackBody: string; openInNewTab: string };
  /** How long to wait for the scheduler before offering the fallback. */
  timeoutMs?: number;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * What the booking iframe may do: run its scripts, submit its form, keep its own origin (its cookies and
 * API calls), and open its confirmation in a new tab, which is an ordinary tab (escapes the sandbox). Not
 * granted: navigating this page, modals, downloads, pointer lock and the rest.
 */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * Injects the scheduling vendor's form-embed script once (never again if it is already on the page,
 * including after client-side navigation) and shows its booking iframe. The vendor script resizes the
 * iframe vertically; we reserve its minimum height so nothing shifts. The calendar counts as ready when
 * the booking page itself speaks: its first message (the resizer's height) from the iframe, from the
 * vendor's origin. A "load" event proves nothing (an empty 200, an error page and a blocked frame all
 * load). If the script fails or the page has not spoken within the timeout, a fallback offers the phone
 * number and the booking page in a new tab.
 */
export function BookingWidget({
  scriptUrl,
  iframeId,
  iframeSrc,
  minHeight,
  csp,
  allow,
  title,
  phone,
  text,
  timeoutMs = 6000,
}: BookingWidgetProps) {
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let ready = false;
    let failed = false;
    const fail = () => {
      failed = true;
      setStatus('failed');
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(scriptUrl)}"]`);
    if (existing) {
      if (existing.dataset.state === 'error') fail();
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
        fail();
      });
      document.body.appendChild(s);
    }
    // The iframe gets its src only now, so the booking page cannot speak before we listen.
    const frame = document.getElementById(iframeId) as HTMLIFrameElement | null;
    const vendorOrigin = new URL(iframeSrc).origin;
    const onMessage = (e: MessageEvent) => {
      if (!frame || e.source !== frame.contentWindow || e.origin !== vendorOrigin) return;
      if (!failed) {
        ready = true;
        setStatus('ready');
      }
    };
    window.addEventListener('message', onMessage);
    if (frame && !frame.getAttribute('src')) frame.src = iframeSrc;
    const timer = window.setTimeout(() => {
      if (!ready) fail();
    }, timeoutMs);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [scriptUrl, iframeId, iframeSrc, timeoutMs]);

  // Analytics (docs/analytics.md): the calendar was shown, or the fallback was.
  useEffect(() => {
    if (__PM_ANALYTICS__ && status !== 'loading')
      emitAnalytics({ name: status === 'ready' ? 'Booking: Shown' : 'Booking: Fallback' });
  }, [status]);

  return (
    // data-booking-*: the build allows exactly these sources in this page's Content-Security-Policy (scripts/postbuild.mjs).
    // The calendar's height is reserved from the first paint and kept in every state, so nothing below it ever
    // moves (CLS 0 whether the calendar loads or not). A failed load shows a compact card over a still calendar.
    <div
      className="relative"
      style={{ minHeight }}
      aria-busy={status === 'loading'}
      data-booking-script={scriptUrl}
      data-booking-frame={iframeSrc}
      data-booking-csp={csp ? JSON.stringify(csp) : undefined}
    >
      {status === 'failed' ? (
        <>
          <CalendarGrid still />
          <div className="relative flex min-h-[inherit] items-center justify-center p-2 sm:p-8">
            <div
              role="alert"
              data-booking-fallback=""
              className="flex max-w-xl flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-lift sm:flex-row sm:items-start sm:p-8"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-mist text-ink-700 ring-1 ring-line">
                <CalendarX aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-h3 font-semibold">{text.fallbackHeading}</h3>
                <p className="mt-2 max-w-md">{text.fallbackBody}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  <SmartLink
                    href={iframeSrc}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-signal-500 px-5 font-semibold text-ink-950 hover:bg-signal-400"
                  >
                    {text.openInNewTab} <ExternalLink aria-hidden="true" className="size-4" />
                  </SmartLink>
                  <a
                    href={`tel:${phone.tel}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-5 font-semibold text-ink-900 hover:bg-mist"
                  >
                    <Phone aria-hidden="true" className="size-4" /> Call {phone.display}
                  </a>
                </div>
              </div>
            </div>
          </div>
        </>
      ) : (
        <>
          {status === 'loading' && <CalendarGrid />}
          <p className="sr-only" role="status">
            {status === 'loading' ? text.loading : ''}
          </p>
          <noscript>
            <SmartLink href={iframeSrc} newTabNote={false} className="font-semibold text-cool-700 underline">
              {text.openInNewTab} {newTabNote}
            </SmartLink>{' '}
            or call{' '}
            <a href={`tel:${phone.tel}`} className="font-semibold text-cool-700 underline">
              {phone.display}
            </a>
            .
          </noscript>
          <iframe
            id={iframeId}
            title={title}
            referrerPolicy="strict-origin-when-cross-origin"
            allow={allow}
            sandbox={FRAME_SANDBOX}
            className="relative block w-full rounded-2xl border-0 bg-transparent"
            style={{ minHeight, opacity: status === 'ready' ? 1 : 0 }}
          />
        </>
      )}
    </div>
  );
}

/** A month of empty days: pulsing while the calendar loads, still (and faded) behind the fallback card. */
function CalendarGrid({ still = false }: { still?: boolean }) {
  const cell = cx('bg-mist', !still && 'animate-pulse');
  return (
    <div
      data-booking-skeleton={still ? undefined : ''}
      aria-hidden="true"
      className={cx(
        'absolute inset-0 flex flex-col gap-3 rounded-2xl border border-line bg-white p-6',
        still && 'opacity-60',
      )}
    >
      <div className={cx(cell, 'h-6 w-1/3 rounded')} />
      <div className="grid flex-1 grid-cols-7 grid-rows-5 gap-2 pt-4">
        {Array.from({ length: 35 }, (_, i) => (
          <div key={i} className={cx(cell, 'rounded-lg')} />
        ))}
      </div>
    </div>
  );
}
