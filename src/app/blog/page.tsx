import { BlogIndex } from '@/components/templates/blog-index';
import { page as blog } from '@/content/pages/blog';
import { getPosts } from '@/lib/blog';
import { definePage } from '@/lib/define-page';

const page = definePage('/blog', () => <BlogIndex content={blog} posts={getPosts()} />);

export const metadata = page.metadata;
export default page.Page;
