import { analytics } from './site';

/**
 * What the privacy and cookie policies say about analytics, from the same settings the build uses
 * (src/content/site.ts `analytics`; docs/analytics.md). With no analytics configured the policies keep saying
 * that none runs. Keep `counted` in step with what src/lib/analytics/tracker.ts sends.
 */
export const analyticsOn = analytics.enabled;

/** Where the counts go: plausible.io, or the owner's own Plausible server. */
const host = analytics.enabled ? new URL(analytics.endpoint).host : '';

/** The privacy policy's section on visitor statistics (only when analytics is on). */
export const visitorStatistics = {
  heading: 'Visitor statistics',
  paragraphs: [
    `To learn which pages and buttons lead people to book a demo, this website counts visits in aggregate with Plausible Analytics, a privacy-friendly analytics service; the counts are sent to ${host}. It sets no cookies, stores nothing in your browser, does not fingerprint your device and does not follow you from visit to visit or across other sites.`,
    'Nothing you type into a form or into the search box is sent. If your browser sends Global Privacy Control or Do Not Track, this website sends nothing at all.',
    'As with any website you visit, the analytics service receives your IP address and browser type with each count. Plausible Analytics does not store them: it uses them only to tell how many different visitors came on one day, through a code that changes every day.',
    'It counts only these things, as totals:',
  ],
  list: [
    'Which pages are viewed: the page’s address without any search terms or other query text, and the website you came from, by its address only.',
    'Addresses that do not exist on this site, so we can fix broken links.',
    'Clicks on buttons and links that lead to the contact page: the button’s label and the page it is on.',
    'Clicks on links to our community site, our autism initiative site and our social network pages.',
    'Whether the sample call was played to the end or stopped.',
    'Whether the booking widget on the contact page appeared, or the alternative offered when it cannot load.',
    'That the site search was used and how many results it found, never what was searched for.',
  ],
};
