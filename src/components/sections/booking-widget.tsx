import { clsx } from 'clsx';

import { SmartLink } from '@/components/ui/smart-link';
import { newTabNote } from '@/lib/ui-words';

import { BookingFallback, type BookingFallbackText } from './booking-fallback';
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
  text: BookingFallbackText & { loading: string };
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
 * failed load fills the same space with the two ways on (./booking-fallback.tsx).
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
        <BookingFallback href={iframeSrc} phone={phone} text={text} />
      </template>
    </div>
  );
}

/** A month of empty days, pulsing while the calendar loads. */
function CalendarGrid() {
  const cell = clsx('bg-mist', 'animate-pulse');
  return (
    <div
      data-booking-skeleton=""
      aria-hidden="true"
      className="absolute inset-0 flex flex-col gap-3 rounded-2xl border border-line bg-white p-6"
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
