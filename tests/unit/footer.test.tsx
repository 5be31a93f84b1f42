// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CurrentYear } from '@/components/layout/current-year';
import { showCurrentYear } from '@/components/layout/current-year-client';
import { SiteFooter } from '@/components/layout/site-footer';
import { postalAddressLines, site } from '@/lib/settings';

describe('footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the year of the visit, not the build year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    render(<CurrentYear buildYear={2026} />);
    // The static HTML carries the build year; the page's loader writes the year of the visit.
    expect(screen.getByTestId('copyright-year')).toHaveTextContent('2026');
    showCurrentYear();
    expect(screen.getByTestId('copyright-year')).toHaveTextContent('2031');
  });

  it('has five link columns, the PO box, both numbers, legal links and labelled social links', () => {
    render(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(nav.querySelectorAll('h3')).toHaveLength(5);
    // Each group and the contact lines are written once, in a disclosure that is open from md (globals.css;
    // tests/e2e/phones.spec.ts checks both widths).
    expect(nav.querySelectorAll('details')).toHaveLength(5);
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const line of postalAddressLines) {
      const copies = screen.getAllByText(line);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.closest('details')).not.toBeNull();
    }
    expect(document.querySelector(`a[href="tel:${site.phone.tel}"]`)).not.toBeNull();
    expect(document.querySelector(`a[href="tel:${site.secondaryPhone.tel}"]`)).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Legal' }).querySelectorAll('a')).toHaveLength(4);
    // Each social link is named by its label, then the new-tab note (screen-reader text, not an aria-label, so the
    // analytics tracker can tell the two apart).
    for (const s of site.social) {
      const a = screen.getByRole('link', { name: new RegExp(`^${s.label}.*new tab`) });
      expect(a).toHaveAttribute('href', s.href);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
