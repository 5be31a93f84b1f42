import { industries } from '@/content/industries';
import { industriesDetails } from '@/content/industries/details';
import { metadataFor } from '@/lib/metadata';
import { IndustryPage } from './industry-page';
import { notFound } from 'next/navigation';
import { PageLd } from '@/components/seo/json-ld';

type Props = { params: Promise<{ slug: string }> };

/**
 * The industry pages exist twice (spec): /industries/{slug} and /products/pocket-mentor/{slug}.
 * Both routes use this, so they can never drift apart; the product copy's canonical is the /industries page.
 */
export function industryRoute(base: '/industries' | '/products/pocket-mentor') {
  return {
    generateStaticParams: () => industries.map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: Props) => metadataFor(`${base}/${(await params).slug}`),
    Page: async function IndustryRoutePage({ params }: Props) {
      const { slug } = await params;
      const index = industries.findIndex((i) => i.slug === slug);
      const content = industriesDetails[slug];
      if (!content) notFound();
      return (
        <>
          <PageLd path={`${base}/${slug}`} />
          <IndustryPage content={content} variant={index} slug={slug} />
        </>
      );
    },
  };
}
