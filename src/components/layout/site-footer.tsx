import { Mail, MapPin, Phone } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { PostalAddressLines } from '@/components/ui/postal-address';
import { SmartLink } from '@/components/ui/smart-link';
import { SocialIcon } from '@/components/ui/social-icon';
import { site } from '@/content/site';
import { footerCopy as copy, footerGroups, legalLinks } from '@/lib/footer';
import type { NavLink } from '@/lib/navigation';
import { newTabNote } from '@/lib/ui-words';

import { CurrentYear } from './current-year';

const BUILD_YEAR = new Date().getFullYear();

function LinkList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <SmartLink href={l.href} className="text-ink-300 hover:text-white">
            {l.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="on-dark bg-ink-950 text-ink-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {copy.heading}
      </h2>
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <div>
          <SmartLink href="/" className="inline-block rounded-md" aria-label={`${site.name} home`}>
            <Logo dark />
          </SmartLink>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ink-300">{site.tagline}</p>
          <address className="mt-6 grid gap-3 text-sm not-italic">
            <span className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cool-300" />
              <span>
                <PostalAddressLines />
              </span>
            </span>
            <a href={`tel:${site.phone.tel}`} className="flex items-center gap-2.5 hover:text-white">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-cool-300" />
              <span>
                {copy.mainPhone}: {site.phone.display}
              </span>
            </a>
            <a href={`tel:${site.secondaryPhone.tel}`} className="flex items-center gap-2.5 hover:text-white">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-cool-300" />
              <span>
                {site.secondaryPhone.label}: {site.secondaryPhone.display}
              </span>
            </a>
            <a href={`mailto:${site.email}`} className="flex items-center gap-2.5 hover:text-white">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-cool-300" />
              <span>{site.email}</span>
            </a>
          </address>
        </div>
        {/* From xl, five columns as wide as their longest link, spread across the row: no link or heading wraps. */}
        <nav
          aria-label={copy.linksLabel}
          className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 xl:grid-cols-[repeat(5,max-content)] xl:justify-between"
        >
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h3 className="text-sm font-semibold text-white">{group.title}</h3>
              <LinkList links={group.links} className="mt-4 grid gap-2.5 text-sm" />
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-5 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-ink-300">
            © <CurrentYear buildYear={BUILD_YEAR} /> {site.legalName} {copy.rights}
          </p>
          <nav aria-label={copy.legalLabel}>
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
          <ul className="flex gap-2">
            {site.social.map((s) => (
              <li key={s.name}>
                <SmartLink
                  href={s.href}
                  newTabNote={false}
                  aria-label={`${s.label} ${newTabNote}`}
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-ink-200 hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon name={s.icon} className="size-4.5" />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
