import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { PageLd } from '@/components/seo/json-ld';
import { IndustryPage } from '@/components/templates/industry-page';
import { SolutionPage } from '@/components/templates/solution-page';
import { industries } from '@/content/industries';
import { industriesDetails } from '@/content/industries/details';
import { solutions } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';

import { metadataFor } from './metadata';

type Props = { params: Promise<{ slug: string }> };

/**
 * A `[slug]` route over one summary list and its map of page copy: static params, metadata and the page.
 * The page gets its content, its position in the list (which varies the hero visual) and its slug.
 */
function detailRoute<S extends string, C>(
  base: string,
  items: readonly { slug: S }[],
  details: Record<S, C>,
  render: (content: C, variant: number, slug: S) => ReactNode,
) {
  return {
    generateStaticParams: () => items.map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: Props) => metadataFor(`${base}/${(await params).slug}`),
    Page: async function DetailRoutePage({ params }: Props) {
      const { slug } = await params;
      const index = items.findIndex((i) => i.slug === slug);
      const item = items[index];
      if (!item) notFound();
      return (
        <>
          <PageLd path={`${base}/${slug}`} />
          {render(details[item.slug], index, item.slug)}
        </>
      );
    },
  };
}

/**
 * The industry pages exist twice (spec): /industries/{slug} and /products/pocket-mentor/{slug}.
 * Both routes use this, so they can never drift apart; the product copy's canonical is the /industries page.
 */
export const industryRoute = (base: '/industries' | '/products/pocket-mentor') =>
  detailRoute(base, industries, industriesDetails, (content, variant, slug) => (
    <IndustryPage content={content} variant={variant} slug={slug} />
  ));

export const solutionRoute = () =>
  detailRoute('/solutions', solutions, solutionsDetails, (content, _variant, slug) => (
    <SolutionPage content={content} slug={slug} />
  ));
