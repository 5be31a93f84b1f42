import { solutions } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';
import { SolutionPage } from '@/components/templates/solution-page';
import { notFound } from 'next/navigation';
import { PageLd } from '@/components/seo/json-ld';
import { metadataFor } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => solutions.map(({ slug }) => ({ slug }));

export async function generateMetadata({ params }: Props) {
  return metadataFor(`/solutions/${(await params).slug}`);
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const content = solutionsDetails[slug];
  if (!content) notFound();
  return (
    <>
      <PageLd path={`/solutions/${slug}`} />
      <SolutionPage content={content} />
    </>
  );
}
