/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import type { IndustrySlug } from '.';
import type { IndustryContent } from '../types';
import aerospaceAndAviation from './aerospace-and-aviation';
import construction from './construction';
import consulting from './consulting';
import education from './education';
import energy from './energy';
import fieldServices from './field-services';
import government from './government';
import healthcare from './healthcare';
import it from './it';
import manufacturing from './manufacturing';
import mediaAndPublishing from './media-and-publishing';
import nonProfit from './non-profit';
import professionalServices from './professional-services';
import restaurantAndHospitality from './restaurant-and-hospitality';
import retail from './retail';
import sales from './sales';
import training from './training';
import transportationAndLogistics from './transportation-and-logistics';

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
