import { solutions } from '@/content/solutions';
import { SummaryPage } from '@/components/templates/summary-page';
import { metadataFor } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => solutions.map(({ slug }) => ({ slug }));

export async function generateMetadata({ params }: Props) {
  return metadataFor(`/solutions/${(await params).slug}`);
}

export default async function Page({ params }: Props) {
  return <SummaryPage path={`/solutions/${(await params).slug}`} />;
}
