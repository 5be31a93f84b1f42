import { solutionRoute } from '@/lib/detail-route';

const route = solutionRoute();

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
