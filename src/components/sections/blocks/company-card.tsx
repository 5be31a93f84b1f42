import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';
import { site } from '@/lib/settings';

import type { BlockProps } from './types';

type Company = NonNullable<BlockProps<'prose'>['block']['company']>;
type Setting = Company['facts'][number]['setting'];

/** A business detail as shown, and where it links (numbers and addresses can be followed). */
function detailOf(setting: Setting): { text: string; href?: string } {
  switch (setting) {
    case 'legalName':
      return { text: site.legalName };
    case 'city':
      return { text: `${site.address.locality}, ${site.address.region}` };
    case 'phone':
      return { text: site.phone.display, href: `tel:${site.phone.tel}` };
    case 'secondaryPhone':
      return { text: site.secondaryPhone.display, href: `tel:${site.secondaryPhone.tel}` };
    case 'email':
      return { text: site.email, href: `mailto:${site.email}` };
    case 'pressEmail':
      return { text: site.pressEmail, href: `mailto:${site.pressEmail}` };
  }
}

/**
 * The company's own details as a dark card under a section's heading: the page names each detail, the values come
 * from the business details (Settings), so the owner's real name, city, numbers and addresses appear as set.
 */
export function CompanyCard({ company }: { company: Company }) {
  return (
    <figure
      data-company=""
      className="on-dark max-w-md rounded-2xl bg-ink-950 p-6 text-ink-200 max-lg:order-1 md:p-7 lg:mt-10"
    >
      <figcaption className="flex items-center gap-3 font-spoken text-xs tracking-wide text-tint-200 uppercase">
        <Waveform bars={10} className="h-5 text-signal-400" />
        {company.label}
      </figcaption>
      <dl className="mt-5 grid gap-3.5 text-small">
        {company.facts.map((f) => {
          const d = detailOf(f.setting);
          return (
            <div
              key={f.term}
              className="grid gap-0.5 border-t border-white/10 pt-3.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="font-spoken text-xs tracking-wide text-cool-300 uppercase sm:pt-0.5">{f.term}</dt>{' '}
              <dd className="font-semibold break-words text-white">
                {d.href ? (
                  <SmartLink
                    href={d.href}
                    className="underline decoration-white/30 underline-offset-4 hover:text-tint-200"
                  >
                    {d.text}
                  </SmartLink>
                ) : (
                  d.text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </figure>
  );
}
