import { industryRoute } from '@/lib/detail-route';

const route = industryRoute('/products/pocket-mentor');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
