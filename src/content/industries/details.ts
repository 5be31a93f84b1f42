/** Full page copy by slug: every page file in this folder. Add an import when you add a page. */
import type { IndustryContent } from '../types';
import government from './government';
import healthcare from './healthcare';
import it from './it';
import manufacturing from './manufacturing';
import mediaAndPublishing from './media-and-publishing';
import nonProfit from './non-profit';

export const industriesDetails: Partial<Record<string, IndustryContent>> = {
  'government': government,
  'healthcare': healthcare,
  'it': it,
  'manufacturing': manufacturing,
  'media-and-publishing': mediaAndPublishing,
  'non-profit': nonProfit,
};
