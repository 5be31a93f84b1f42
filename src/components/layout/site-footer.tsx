import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ChevronDown, Mail, MapPin, Phone } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { PostalAddressLines } from '@/components/ui/postal-address';
import { SmartLink } from '@/components/ui/smart-link';
import { SocialIcon } from '@/components/ui/social-icon';
import { contactLabel, footerCopy as copy, footerGroups, legalLinks } from '@/lib/footer';
import type { NavLink } from '@/lib/navigation';
import { site } from '@/lib/settings';

import { CurrentYear } from './current-year';

const BUILD_YEAR = new Date().getFullYear();

function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <SmartLink href={l.href} className={clsx('text-ink-300 hover:text-white', linkClassName)}>
            {l.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A footer group, written once: on phones a native disclosure (`<details>`, closed at first; no script, keyboard and
 * screen readers included); from md always open, its summary giving way to the heading (`.footer-group` in
 * globals.css). Browsers without `::details-content` keep the disclosure at every width.
 */
function Group({ title, heading, children }: { title: string; heading?: boolean; children: ReactNode }) {
  return (
    <details className="footer-group group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md py-2 text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-ink-300 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {heading ? <h3 className="footer-group-heading text-sm font-semibold text-white">{title}</h3> : null}
      {children}
    </details>
  );
}

/** The postal address, the two phone lines and the email. */
function ContactLines({ className }: { className?: string }) {
  return (
    <address className={clsx('grid gap-3 text-sm not-italic', className)}>
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
  );
}

export function SiteFooter() {
  return (
    <footer className="on-dark bg-ink-950 text-ink-200" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {copy.heading}
      </h2>
      <div className="container-page grid gap-5 py-7 md:gap-12 md:py-16 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <div>
          <SmartLink href="/" className="inline-block rounded-md" aria-label={`${site.name} home`}>
            <Logo dark />
          </SmartLink>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-ink-300 md:mt-4">{site.tagline}</p>
          {/* Phones: the contact lines fold into a disclosure like the link groups (the header's call button stays
              in reach); from md they show as they are. */}
          <div className="mt-4 border-t border-white/10 md:mt-6 md:border-0">
            <Group title={contactLabel}>
              <ContactLines className="pb-4 pt-1 md:p-0" />
            </Group>
          </div>
        </div>
        {/* Phones: one disclosure per group, so the footer stays short. From md the same groups as columns, all
            open: from xl five columns as wide as their longest link, spread across the row (no link or heading wraps). */}
        <nav aria-label={copy.linksLabel} className="max-md:-mt-5">
          <div className="divide-y divide-white/10 border-y border-white/10 md:grid md:grid-cols-3 md:gap-x-6 md:gap-y-10 md:divide-y-0 md:border-0 xl:grid-cols-[repeat(5,max-content)] xl:justify-between">
            {footerGroups.map((group) => (
              <Group key={group.title} title={group.title} heading>
                <LinkList
                  links={group.links}
                  className="grid grid-cols-2 gap-x-6 gap-y-1 pb-4 pt-1 text-sm md:mt-4 md:grid-cols-1 md:gap-y-2.5 md:p-0"
                  linkClassName="block py-1.5 md:inline md:py-0"
                />
              </Group>
            ))}
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page grid gap-y-3 py-4 text-sm md:flex md:items-center md:justify-between md:gap-5 md:py-6">
          <p className="text-ink-300">
            © <CurrentYear buildYear={BUILD_YEAR} /> {site.legalName} {copy.rights}
          </p>
          <nav aria-label={copy.legalLabel} className="max-md:order-last">
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
          <ul className="flex gap-2">
            {site.social.map((s) => (
              <li key={s.name}>
                <SmartLink
                  href={s.href}
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-ink-200 hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon name={s.icon} className="size-4.5" />
                  <span className="sr-only">{s.label}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
