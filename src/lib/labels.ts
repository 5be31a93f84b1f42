/**
 * Fixed wording inside page blocks and reading pages (src/content/site/labels.yaml), for server-rendered
 * components.
 */
import {
  blockLabels as labels,
  illustrativeNote as note,
  reading,
  noInfrastructure as strip,
} from '@/content/site/labels.yaml';
import type { IconName } from '@/schemas/common';

import { format } from './format';

type Labels = Record<
  | 'phase'
  | 'step'
  | 'rule'
  | 'noInfrastructure'
  | 'whatChanges'
  | 'whoCalls'
  | 'storyOutcomes'
  | 'callExcerpt'
  | 'firstStep'
  | 'caseProblem'
  | 'caseSolution'
  | 'caseMetrics'
  | 'featured'
  | 'responsibleFor'
  | 'illustrative'
  | 'table',
  string
>;
const l = labels as Labels;

export const blockLabels = { ...l, step: (n: number) => format(l.step, { n }) };
/** The 'no infrastructure' strip of every industry page. */
export const noInfrastructure = strip as readonly { icon: IconName; label: string }[];
/** Said under every 'Story of Potential' and every illustrative figure. */
export const illustrativeNote = note as string;
/** The words around long-form reading pages (blog posts and legal pages). */
export const readingCopy = reading as { lastUpdated: string; toc: string; email: string; call: string };
