import { HomePage } from '@/components/templates/home-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/');

export default function Page() {
  return <HomePage />;
}
