import { industries } from '@/content/industries';
import { SummaryPage } from '@/components/templates/summary-page';
import { metadataFor } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => industries.map(({ slug }) => ({ slug }));

export async function generateMetadata({ params }: Props) {
  return metadataFor(`/products/pocket-mentor/${(await params).slug}`);
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const industry = industries.find((i) => i.slug === slug)!;
  return <SummaryPage path={`/products/pocket-mentor/${slug}`} cta={{ label: industry.ctaLabel, href: '/contact' }} />;
}
