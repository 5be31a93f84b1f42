import { HomePage } from '@/components/templates/home-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/');

export default function Page() {
  return (
    <>
      <PageLd path="/" />
      <HomePage />
    </>
  );
}
