/**
 * The interactive parts of the site. Each is a React component rendered into the page's HTML at build time
 * and hydrated in the browser as an island of its own (./island.tsx on the server, ./loader.ts in the browser).
 *   interaction: on the visitor's first pointer, touch or focus inside it (the click that woke it is replayed).
 * The booking widget on /contact and the /search results are not islands: their HTML is static and a small
 * plain script of their own runs each at load (sections/booking-widget-client.ts, search/search-results-client.ts,
 * started by ./loader.ts), so no page loads React before the visitor uses something.
 */
export const islandHydration = {
  'sample-call': 'interaction',
  'search-box': 'interaction',
  'mobile-menu': 'interaction',
} as const;

export type IslandName = keyof typeof islandHydration;

/**
 * Set by the loader on an island whose control was clicked before React listened (`pm-island[data-island-pressed]`):
 * CSS shows that control's response at once from the server HTML (globals.css, call/call.css) until the component's
 * own response has rendered and it removes the attribute (`settlePress`).
 */
export const PRESSED = 'data-island-pressed';

/** The component's own response is on screen: the early one drawn by CSS goes. */
export const settlePress = (inside: Element | null | undefined) =>
  inside?.closest('pm-island')?.removeAttribute(PRESSED);
