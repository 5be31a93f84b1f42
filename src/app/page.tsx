import { HomePage } from '@/components/templates/home-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/', () => <HomePage />);

export const metadata = page.metadata;
export default page.Page;
