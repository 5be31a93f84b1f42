import type { Metadata } from 'next';

import { NotFoundView } from '@/components/templates/not-found-view';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: { absolute: `Page not found | ${site.name}` },
  description: 'The page you asked for is not here. Find your way from our main sections, or call us.',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundView />;
}
