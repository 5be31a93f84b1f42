/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import type { SolutionSlug } from '.';
import type { SolutionContent } from '../types';
import ceo from './ceo';
import cfo from './cfo';
import chro from './chro';
import cio from './cio';
import controller from './controller';
import cro from './cro';
import engineer from './engineer';
import enterprise from './enterprise';
import familyOwned from './family-owned';
import fastGrowingBusinesses from './fast-growing-businesses';
import fieldTechnician from './field-technician';
import midsizeBusiness from './midsize-business';
import peBacked from './pe-backed';
import qualityControl from './quality-control';
import skilledTrades from './skilled-trades';
import smallBusiness from './small-business';
import startup from './startup';
import trainingDirector from './training-director';

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
