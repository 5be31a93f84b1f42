import { CalendarCheck, CalendarX, ExternalLink } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';

/**
 * What the booking widget shows when the calendar cannot load, filling the height the calendar had reserved: the
 * reason, then the two ways on as two equal tiles — the booking page and the number to call,
 * set in the spoken face over a waveform — so the space reads as a choice, not as an empty calendar.
 */
export function BookingFallback({
  href,
  phone,
  text,
}: {
  href: string;
  phone: { display: string; tel: string };
  text: { fallbackHeading: string; fallbackBody: string; openInNewTab: string; callLabel: string };
}) {
  return (
    <div
      role="alert"
      data-booking-fallback=""
      className="flex min-h-[inherit] flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <div className="flex gap-4 p-6 sm:p-8">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-mist text-ink-700 ring-1 ring-line">
          <CalendarX aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-h3 font-semibold">{text.fallbackHeading}</h3>
          <p className="mt-2 max-w-md">{text.fallbackBody}</p>
        </div>
      </div>
      <div className="grid flex-1 gap-px border-t border-line bg-line sm:grid-cols-2">
        <SmartLink
          href={href}
          className="group flex flex-col justify-center gap-6 bg-white p-6 hover:bg-mist sm:gap-10 sm:p-8"
        >
          <span className="inline-flex size-20 items-center justify-center rounded-2xl bg-cool-50 text-cool-700 ring-1 ring-cool-100 sm:size-28">
            <CalendarCheck aria-hidden="true" className="size-10 sm:size-14" />
          </span>
          <span className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-signal-500 px-5 font-semibold text-ink-950 group-hover:bg-signal-400">
            {text.openInNewTab} <ExternalLink aria-hidden="true" className="size-4" />
          </span>
        </SmartLink>
        <a
          href={`tel:${phone.tel}`}
          className="on-dark group flex flex-col justify-center gap-6 bg-ink-950 p-6 text-white sm:gap-10 sm:p-8"
        >
          <Waveform className="h-20 justify-between text-signal-400 sm:h-40 [&>span]:w-1.5" />
          <span>
            <span className="block font-spoken text-xs tracking-wide text-cool-300 uppercase">{text.callLabel}</span>
            <span className="mt-2 block font-spoken text-3xl font-medium tracking-tight whitespace-nowrap group-hover:underline lg:text-xl xl:text-3xl">
              {phone.display}
            </span>
          </span>
        </a>
      </div>
    </div>
  );
}
