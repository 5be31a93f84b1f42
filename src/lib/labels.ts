/** Fixed wording inside page blocks and reading pages (src/content/site/labels.yaml), for server-rendered components. */
import { getEntry } from 'astro:content';

import { format } from './format';

const words = (await getEntry('labels', 'labels'))!.data;

// The step's words are followed by its title: the space between them is the code's (the editor trims a box's ends).
export const blockLabels = {
  ...words.blockLabels,
  step: (n: number) => `${format(words.blockLabels.step, { n })} `,
};
/** Said under every 'Story of Potential' and every illustrative figure. */
export const illustrativeNote = words.illustrativeNote;
/** The words around long-form reading pages (blog posts and legal pages). */
export const readingCopy = words.reading;
