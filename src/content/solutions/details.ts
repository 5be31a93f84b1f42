/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import type { SolutionSlug } from '.';
import type { PageRef, SolutionContent } from '../types';
import { content as ceo } from './ceo';
import { content as cfo } from './cfo';
import { content as chro } from './chro';
import { content as cio } from './cio';
import { content as controller } from './controller';
import { content as cro } from './cro';
import { content as engineer } from './engineer';
import { content as enterprise } from './enterprise';
import { content as familyOwned } from './family-owned';
import { content as fastGrowingBusinesses } from './fast-growing-businesses';
import { content as fieldTechnician } from './field-technician';
import { content as midsizeBusiness } from './midsize-business';
import { content as peBacked } from './pe-backed';
import { content as qualityControl } from './quality-control';
import { content as skilledTrades } from './skilled-trades';
import { content as smallBusiness } from './small-business';
import { content as startup } from './startup';
import { content as trainingDirector } from './training-director';

export const solutionsDetails: Record<SolutionSlug, SolutionContent> = {
  ceo: ceo,
  cfo: cfo,
  chro: chro,
  cio: cio,
  controller: controller,
  cro: cro,
  engineer: engineer,
  enterprise: enterprise,
  'family-owned': familyOwned,
  'fast-growing-businesses': fastGrowingBusinesses,
  'field-technician': fieldTechnician,
  'midsize-business': midsizeBusiness,
  'pe-backed': peBacked,
  'quality-control': qualityControl,
  'skilled-trades': skilledTrades,
  'small-business': smallBusiness,
  startup: startup,
  'training-director': trainingDirector,
};

/** A solution page's path and head. */
export const solutionRef = (slug: SolutionSlug): PageRef => ({
  path: `/solutions/${slug}`,
  meta: solutionsDetails[slug].meta,
});
