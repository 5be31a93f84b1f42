/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import type { SolutionContent } from '../types';
import ceo from './ceo';
import cfo from './cfo';
import enterprise from './enterprise';
import familyOwned from './family-owned';
import fastGrowingBusinesses from './fast-growing-businesses';
import midsizeBusiness from './midsize-business';
import peBacked from './pe-backed';
import smallBusiness from './small-business';
import startup from './startup';

export const solutionsDetails: Partial<Record<string, SolutionContent>> = {
  'ceo': ceo,
  'cfo': cfo,
  'enterprise': enterprise,
  'family-owned': familyOwned,
  'fast-growing-businesses': fastGrowingBusinesses,
  'midsize-business': midsizeBusiness,
  'pe-backed': peBacked,
  'small-business': smallBusiness,
  'startup': startup,
};
