import type { ReactNode } from 'react';

import { BookingWidget } from '@/components/sections/booking-widget';
import { PageHero } from '@/components/sections/page-hero';
import { StepHeading } from '@/components/sections/steps';
import { IconBadge } from '@/components/ui/card';
import { Globe, Mail, MapPin, Phone } from '@/components/ui/icon';
import { PostalAddressLines } from '@/components/ui/postal-address';
import { site } from '@/lib/settings';
import type { ContactContent } from '@/schemas/contact';

/** One way to reach us: its icon and label, then the number, address or link. */
function Detail({ icon: DetailIcon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-7">
      <dt className="text-sm text-ink-300">
        <DetailIcon aria-hidden="true" className="absolute left-0 top-1 size-4 text-cool-300" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const detailLink = 'font-semibold text-white hover:underline';

/** /contact: 'Book a Meeting' with the scheduling vendor's widget, and every other way to reach us. */
export function ContactPage({ content: c }: { content: ContactContent }) {
  return (
    <>
      {/* The booking card below overlaps the hero's extra bottom room (-mt-28). */}
      <PageHero eyebrow={c.hero.eyebrow} title={c.hero.title} tagline={<p>{c.hero.tagline}</p>} className="pb-24" />

      <div className="container-page relative -mt-28 pb-16 md:pb-24">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          {/* The calendar's height is reserved in every state (a failed load shows a card over a still calendar). */}
          <section
            aria-labelledby="booking-heading"
            className="self-start rounded-3xl border border-line bg-white p-4 shadow-lift sm:p-6"
          >
            <div className="px-2 pb-4 pt-2">
              <h2 id="booking-heading" className="text-h3 font-bold">
                {c.widget.title}
              </h2>
              <p className="mt-1 text-sm text-muted">{c.widget.intro}</p>
            </div>
            <BookingWidget
              scriptUrl={site.booking.scriptUrl}
              iframeId={site.booking.iframeId}
              iframeSrc={site.booking.iframeSrc}
              minHeight={site.booking.minHeight}
              csp={site.booking.csp}
              allow={site.booking.allow}
              title={`Book a meeting with ${site.name}`}
              phone={site.phone}
              text={c.widget}
            />
          </section>

          {/* From lg the column rises into the hero's right half, level with its heading, so neither the band nor
              the space under the calendar is left empty beside the other column. */}
          <div className="relative grid content-start gap-8 lg:-mt-64">
            <section aria-labelledby="after-heading" className="rounded-3xl border border-line bg-white p-7 lg:mt-0">
              <h2 id="after-heading" className="text-h3 font-bold">
                {c.afterBooking.heading}
              </h2>
              <ol className="mt-6 grid gap-6">
                {c.afterBooking.steps.map((s, i) => (
                  <li key={s.title} className="flex gap-4">
                    <IconBadge name={s.icon} />
                    <div>
                      <StepHeading index={i} title={s.title} className="font-semibold text-ink-950" />
                      <p className="mt-1 text-small">{s.description}</p>
                      {s.said && (
                        <figure className="mt-3 rounded-2xl rounded-tl-sm bg-ink-950 px-4 py-3 text-white">
                          <figcaption className="font-spoken text-[0.6875rem] tracking-wide text-cool-300 uppercase">
                            {s.said.speaker}
                          </figcaption>
                          <blockquote className="mt-1 font-spoken text-[0.9375rem] leading-snug font-medium tracking-tight">
                            {s.said.line}
                          </blockquote>
                        </figure>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="details-heading" className="on-dark rounded-3xl bg-ink-950 p-7 text-ink-200">
              <h2 id="details-heading" className="text-h3 font-bold text-white">
                {c.details.heading}
              </h2>
              <dl className="mt-6 grid gap-5 text-small">
                {[
                  { label: c.details.mainPhoneLabel, phone: site.phone },
                  { label: site.secondaryPhone.label, phone: site.secondaryPhone },
                ].map(({ label, phone }) => (
                  <Detail key={phone.tel} icon={Phone} label={label}>
                    <a href={`tel:${phone.tel}`} className={detailLink}>
                      {phone.display}
                    </a>
                  </Detail>
                ))}
                <Detail icon={Mail} label={c.details.emailLabel}>
                  <a href={`mailto:${site.email}`} className={detailLink}>
                    {site.email}
                  </a>
                </Detail>
                <Detail icon={MapPin} label={c.details.addressLabel}>
                  <address className="not-italic text-white">
                    <PostalAddressLines />
                  </address>
                </Detail>
              </dl>
            </section>
          </div>

          {/* Across both columns from lg: the calendar and the column beside it end level above it. */}
          <section
            aria-labelledby="regions-heading"
            className="flex gap-4 rounded-3xl border border-line bg-mist p-7 lg:col-span-2 lg:items-center lg:px-10"
          >
            <Globe aria-hidden="true" className="mt-1 size-5 shrink-0 text-cool-700 lg:mt-0 lg:size-6" />
            <div className="lg:flex lg:items-baseline lg:gap-10">
              <h2 id="regions-heading" className="shrink-0 font-semibold text-ink-950">
                {c.details.regionsHeading}
              </h2>
              <p className="mt-1 text-small lg:mt-0">{c.details.regionsBody}</p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
