/**
 * The interactive parts of the site. Each is a React component rendered into the page's HTML at build time
 * and hydrated in the browser as an island of its own (./island.tsx on the server, ./loader.ts in the browser).
 *   interaction: on the visitor's first pointer, touch or focus inside it (the click that woke it is replayed);
 *   load:        as soon as the page has loaded (the /search results, the booking widget on /contact).
 */
export const islandHydration = {
  'sample-call': 'interaction',
  'search-box': 'interaction',
  'mobile-menu': 'interaction',
  'search-results': 'load',
  'booking-widget': 'load',
} as const;

export type IslandName = keyof typeof islandHydration;
