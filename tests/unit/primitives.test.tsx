// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageHref, SmartLink } from '@/components/ui/smart-link';
import { brand } from '@/lib/brand';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('lets the later of two conflicting classes win', () => {
    expect(cn('inline-flex size-11', 'size-9')).toBe('inline-flex size-9');
    const off = Number('0') > 0;
    expect(cn('p-6 md:p-7', off && 'x', null, 'p-4')).toBe('md:p-7 p-4');
  });

  it('knows the theme text sizes: a size and a colour both stay, two sizes do not', () => {
    expect(cn('text-h3 font-semibold', 'text-white')).toBe('text-h3 font-semibold text-white');
    expect(cn('text-small text-body')).toBe('text-small text-body');
    expect(cn('text-small', 'text-sm')).toBe('text-sm');
    expect(cn('text-lead', 'text-h2')).toBe('text-h2');
  });
});

describe('SmartLink', () => {
  it('opens external links in a new tab and says so', () => {
    render(<SmartLink href="https://example.com/x">Out</SmartLink>);
    const a = screen.getByRole('link', { name: /^Out\s*\(opens in a new tab\)$/ });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal, tel and anchor links in the same tab', () => {
    render(
      <>
        <SmartLink href="/contact">In</SmartLink>
        <SmartLink href="tel:+15550100">Call</SmartLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'In' })).toHaveAttribute('href', '/contact/');
    expect(screen.getByRole('link', { name: 'In' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550100');
  });

  it('writes internal pages as the export serves them: trailing slash, query and hash kept, files untouched', () => {
    expect(pageHref('/')).toBe('/');
    expect(pageHref('/contact')).toBe('/contact/');
    expect(pageHref('/products/connections-hr#demo')).toBe('/products/connections-hr/#demo');
    expect(pageHref('/search?q=forklift')).toBe('/search/?q=forklift');
    expect(pageHref('/company/careers/')).toBe('/company/careers/');
    expect(pageHref('#main')).toBe('#main');
    expect(pageHref('/blog/rss.xml')).toBe('/blog/rss.xml');
  });
});

describe('brand colours', () => {
  it('are the theme tokens of globals.css', () => {
    const css = readFileSync('src/styles/globals.css', 'utf8');
    for (const [name, hex] of Object.entries(brand)) expect(css).toContain(`--color-${name}: ${hex};`);
  });
});
