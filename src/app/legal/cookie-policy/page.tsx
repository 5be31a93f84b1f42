import { ComposedPage } from '@/components/templates/composed-page';
import cookiePolicy from '@/content/pages/legal/cookie-policy';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/legal/cookie-policy');

export default function Page() {
  return <ComposedPage content={cookiePolicy} />;
}
