import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OrganizationLd } from '@/components/seo/json-ld';
import { rootMetadata } from '@/lib/metadata';

import './globals.css';

/**
 * Figtree (OFL) from the npm package (@fontsource-variable), through next/font: preloaded, and with
 * a metric-matched fallback so the swap does not shift the layout. Chosen over Plus Jakarta Sans because its
 * full stop and comma sit against the preceding letter at display sizes (issue 12; tests/e2e/typography.spec.ts).
 */
const figtree = localFont({
  src: '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-figtree',
  adjustFontFallback: 'Arial',
});

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  themeColor: '#0a1c2f',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={figtree.variable}>
      <body>
        <a
          href="#main"
          className="sr-only z-[100] rounded-lg bg-ink-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} data-pagefind-body="" className="pt-[var(--header-h)] outline-none">
          {children}
        </main>
        <SiteFooter />
        <OrganizationLd />
      </body>
    </html>
  );
}
