import { CalendarX, ExternalLink, Mail } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { site } from '@/lib/settings';

export interface BookingFallbackText {
  fallbackHeading: string;
  fallbackBody: string;
  openInNewTab: string;
  callLabel: string;
  /** The email way on: the words before the address, and what to put in the email. */
  emailPrompt?: string;
  emailHint?: string;
  /** What to have ready for the call, shown between the reason and the two ways on. */
  prepare?: { heading: string; items: { term: string; detail: string }[] };
}

/**
 * What the booking widget shows when the calendar cannot load, filling the height the calendar had reserved: the
 * reason, what to have ready for the call (a short sheet, its labels in the spoken face, closed by the email way on:
 * send those points to the address), then the booking page's button and the number to call in one compact row on a
 * dark band at its foot. The sheet takes whatever height is left, so the ways on stay together at the foot; on a
 * phone, tighter and without the icons, so all of it fits the 700 px the calendar reserved.
 */
export function BookingFallback({
  href,
  phone,
  text,
}: {
  href: string;
  phone: { display: string; tel: string };
  text: BookingFallbackText;
}) {
  return (
    <div
      role="alert"
      data-booking-fallback=""
      className="flex min-h-[inherit] flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <div className="flex gap-4 p-4 sm:p-8">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-mist text-ink-700 ring-1 ring-line max-sm:hidden sm:size-12">
          <CalendarX aria-hidden="true" className="size-5 sm:size-6" />
        </span>
        <div>
          <h3 className="text-h3 font-semibold">{text.fallbackHeading}</h3>
          <p className="mt-2 max-w-md text-small sm:text-body">{text.fallbackBody}</p>
        </div>
      </div>
      <div data-booking-prepare="" className="flex flex-1 flex-col border-t border-line bg-mist/60 p-4 sm:px-8 sm:py-7">
        {text.prepare && (
          <>
            <h4 className="font-spoken text-xs font-medium tracking-wide text-cool-700 uppercase">
              {text.prepare.heading}
            </h4>
            {/* The rows share whatever height the calendar reserved, so spare room spreads between them. */}
            <dl className="mt-3 grid flex-1 auto-rows-fr divide-y divide-dashed divide-line">
              {text.prepare.items.map((item) => (
                <div
                  key={item.term}
                  className="grid content-center gap-x-6 gap-y-0.5 py-1.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:py-3"
                >
                  <dt className="font-spoken text-sm font-medium text-ink-950">{item.term}</dt>
                  <dd className="text-small">{item.detail}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {text.emailPrompt && (
          <p className="mt-3 flex gap-3 border-t border-line pt-3 text-small sm:mt-5 sm:pt-5">
            <Mail aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-cool-700 max-sm:hidden" />
            <span>
              {text.emailPrompt}{' '}
              <a href={`mailto:${site.email}`} className="font-semibold text-cool-700 underline underline-offset-2">
                {site.email}
              </a>
              {text.emailHint && <> {text.emailHint}</>}
            </span>
          </p>
        )}
      </div>
      <div
        data-booking-ways=""
        className="on-dark flex flex-col gap-3 bg-ink-950 p-4 text-white sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-7 sm:px-8 sm:py-6"
      >
        <SmartLink
          href={href}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-signal-500 px-5 font-semibold text-ink-950 hover:bg-signal-400 max-sm:w-full"
        >
          {text.openInNewTab} <ExternalLink aria-hidden="true" className="size-4" />
        </SmartLink>
        <a href={`tel:${phone.tel}`} className="group flex items-baseline gap-3 max-sm:justify-center">
          <span className="font-spoken text-xs tracking-wide text-cool-300 uppercase">{text.callLabel}</span>
          <span className="font-spoken text-xl font-medium tracking-tight whitespace-nowrap group-hover:underline">
            {phone.display}
          </span>
        </a>
      </div>
    </div>
  );
}
