/**
 * Short interface copy that client components use (search, links). Kept apart from the page content so
 * importing it adds only these strings to the browser's JavaScript.
 */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = '(opens in a new tab)';
