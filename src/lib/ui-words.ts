/** Interface wording (src/content/site/ui.yaml), for server-rendered components; islands get it as props. */
import { getEntry } from 'astro:content';

import { searchText } from './search-words';

const ui = (await getEntry('ui', 'ui'))!.data;

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = ui.newTabNote;
/** The search box's words as the content file has them (an island's props). */
export const searchWords = ui.searchCopy;
/** The search box's words with counts and query filled in. */
export const searchCopy = searchText(ui.searchCopy);
/** Every sample call card's words (an island's props). */
export const callWords = ui.callCopy;
