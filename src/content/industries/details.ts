/** Full page copy by slug. Generated list of the files in this folder; add an import when you add a page. */
import type { IndustryContent } from '../types';

export const industriesDetails: Partial<Record<string, IndustryContent>> = {
};
