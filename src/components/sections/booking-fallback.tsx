import { CalendarX, ExternalLink } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';

export interface BookingFallbackText {
  fallbackHeading: string;
  fallbackBody: string;
  openInNewTab: string;
  callLabel: string;
  /** What to have ready for the call, shown between the reason and the two ways on. */
  prepare?: { heading: string; items: { term: string; detail: string }[] };
}

/**
 * What the booking widget shows when the calendar cannot load, filling the height the calendar had reserved: the
 * reason, what to have ready for the call (a short sheet, its labels in the spoken face), then the two ways on in
 * one row on a dark band at its foot, under a waveform: the booking page's button, then the number to call in the
 * spoken face. The band takes whatever height is left, so the space reads as a finished page, not an empty calendar.
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
      <div className="flex gap-4 p-5 sm:p-8">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-mist text-ink-700 ring-1 ring-line sm:size-12">
          <CalendarX aria-hidden="true" className="size-5 sm:size-6" />
        </span>
        <div>
          <h3 className="text-h3 font-semibold">{text.fallbackHeading}</h3>
          <p className="mt-2 max-w-md text-small sm:text-body">{text.fallbackBody}</p>
        </div>
      </div>
      {text.prepare && (
        <div data-booking-prepare="" className="border-t border-line bg-mist/60 px-5 py-5 sm:px-8 sm:py-7">
          <h4 className="font-spoken text-xs font-medium tracking-wide text-cool-700 uppercase">
            {text.prepare.heading}
          </h4>
          <dl className="mt-3 grid divide-y divide-dashed divide-line">
            {text.prepare.items.map((item) => (
              <div key={item.term} className="grid gap-x-6 gap-y-0.5 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:py-3">
                <dt className="font-spoken text-sm font-medium text-ink-950">{item.term}</dt>
                <dd className="text-small">{item.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div
        data-booking-ways=""
        className="on-dark flex flex-1 flex-col justify-center gap-6 bg-ink-950 p-5 text-white sm:p-8"
      >
        <Waveform className="hidden h-14 w-full max-w-md justify-between text-signal-400 sm:flex [&>span]:w-1.5" />
        <div className="flex flex-wrap items-center gap-x-7 gap-y-4">
          <SmartLink
            href={href}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-signal-500 px-5 font-semibold text-ink-950 hover:bg-signal-400"
          >
            {text.openInNewTab} <ExternalLink aria-hidden="true" className="size-4" />
          </SmartLink>
          <a href={`tel:${phone.tel}`} className="group">
            <span className="block font-spoken text-xs tracking-wide text-cool-300 uppercase">{text.callLabel}</span>
            <span className="mt-1 block font-spoken text-xl font-medium tracking-tight whitespace-nowrap group-hover:underline">
              {phone.display}
            </span>
          </a>
        </div>
      </div>
    </div>
  );
}
