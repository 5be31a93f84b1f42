/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import { editionName, industries, type IndustrySlug } from '.';
import type { IndustryContent, PageRef } from '../types';
import { content as aerospaceAndAviation } from './aerospace-and-aviation';
import { content as construction } from './construction';
import { content as consulting } from './consulting';
import { content as education } from './education';
import { content as energy } from './energy';
import { content as fieldServices } from './field-services';
import { content as government } from './government';
import { content as healthcare } from './healthcare';
import { content as it } from './it';
import { content as manufacturing } from './manufacturing';
import { content as mediaAndPublishing } from './media-and-publishing';
import { content as nonProfit } from './non-profit';
import { content as professionalServices } from './professional-services';
import { content as restaurantAndHospitality } from './restaurant-and-hospitality';
import { content as retail } from './retail';
import { content as sales } from './sales';
import { content as training } from './training';
import { content as transportationAndLogistics } from './transportation-and-logistics';

export const industriesDetails: Record<IndustrySlug, IndustryContent> = {
  'aerospace-and-aviation': aerospaceAndAviation,
  construction: construction,
  consulting: consulting,
  education: education,
  energy: energy,
  'field-services': fieldServices,
  government: government,
  healthcare: healthcare,
  it: it,
  manufacturing: manufacturing,
  'media-and-publishing': mediaAndPublishing,
  'non-profit': nonProfit,
  'professional-services': professionalServices,
  'restaurant-and-hospitality': restaurantAndHospitality,
  retail: retail,
  sales: sales,
  training: training,
  'transportation-and-logistics': transportationAndLogistics,
};

/**
 * An industry page's path and head. Each industry page exists twice (spec): /industries/{slug}, with its own
 * meta, and the Pocket Mentor edition /products/pocket-mentor/{slug}, with a product-led title and description
 * (its canonical URL is the industry page).
 */
export function industryRef(base: '/industries' | '/products/pocket-mentor', slug: IndustrySlug): PageRef {
  if (base === '/industries') return { path: `${base}/${slug}`, meta: industriesDetails[slug]!.meta };
  const { name, blurb } = industries.find((i) => i.slug === slug)!;
  return {
    path: `${base}/${slug}`,
    meta: { title: editionName(name), description: `${editionName(name)}: ${blurb} No app, no login.` },
  };
}
