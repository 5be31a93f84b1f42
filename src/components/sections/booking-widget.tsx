import { clsx } from 'clsx';

import { CalendarX, ExternalLink, Phone } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { newTabNote } from '@/lib/ui-words';

import type { BookingWidgetSettings } from './booking-widget-client';

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

/**
 * What the booking iframe may do: run its scripts, submit its form, keep its own origin (its cookies and
 * API calls), and open its confirmation in a new tab, which is an ordinary tab (escapes the sandbox). Not
 * granted: navigating this page, modals, downloads, pointer lock and the rest.
 */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The booking widget's HTML, rendered at build time in its loading state; no React runs in the browser. The
 * page's loader starts ./booking-widget-client.ts (plain TypeScript, about 1 KB) at load, which injects the
 * vendor's form-embed script once, gives the iframe its src, waits for the booking page to speak and shows
 * the calendar, or swaps in the fallback rendered here inside a <template> (phone number, the booking page in a
 * new tab) when the script fails or the page stays silent. The calendar's height is reserved from the first
 * paint and kept in every state, so nothing below it ever moves (CLS 0 whether the calendar loads or not). A
 * failed load shows a compact card over a still calendar.
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
  const settings: BookingWidgetSettings = { scriptUrl, iframeId, iframeSrc, timeoutMs };
  return (
    // data-booking-*: the build allows exactly these sources in this page's Content-Security-Policy (scripts/postbuild.mjs).
    <div
      className="relative"
      style={{ minHeight }}
      aria-busy="true"
      data-booking-widget={JSON.stringify(settings)}
      data-booking-script={scriptUrl}
      data-booking-frame={iframeSrc}
      data-booking-csp={csp ? JSON.stringify(csp) : undefined}
    >
      <CalendarGrid />
      <p className="sr-only" role="status">
        {text.loading}
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
        style={{ minHeight, opacity: 0 }}
      />
      {/* What replaces all of the above when the calendar cannot load (not indexed: it is not the page's text). */}
      <template data-booking-fallback-template="" data-pagefind-ignore="all">
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
      </template>
    </div>
  );
}

/** A month of empty days: pulsing while the calendar loads, still (and faded) behind the fallback card. */
function CalendarGrid({ still = false }: { still?: boolean }) {
  const cell = clsx('bg-mist', !still && 'animate-pulse');
  return (
    <div
      data-booking-skeleton={still ? undefined : ''}
      aria-hidden="true"
      className={clsx(
        'absolute inset-0 flex flex-col gap-3 rounded-2xl border border-line bg-white p-6',
        still && 'opacity-60',
      )}
    >
      <div className={clsx(cell, 'h-6 w-1/3 rounded')} />
      <div className="grid flex-1 grid-cols-7 grid-rows-5 gap-2 pt-4">
        {Array.from({ length: 35 }, (_, i) => (
          <div key={i} className={clsx(cell, 'rounded-lg')} />
        ))}
      </div>
    </div>
  );
}
