/**
 * Fixed wording inside page blocks and reading pages (src/content/site/labels.yaml), for server-rendered
 * components.
 */
import { blockLabels as labels, illustrativeNote as note, reading } from '@/content/site/labels.yaml';
import type { LabelsWords } from '@/schemas/site';

import { format } from './format';

const l = labels as LabelsWords['blockLabels'];

// The step's words are followed by its title: the space between them is the code's (the editor trims a box's ends).
export const blockLabels = { ...l, step: (n: number) => `${format(l.step, { n })} ` };
/** Said under every 'Story of Potential' and every illustrative figure. */
export const illustrativeNote = note as string;
/** The words around long-form reading pages (blog posts and legal pages). */
export const readingCopy = reading as LabelsWords['reading'];
