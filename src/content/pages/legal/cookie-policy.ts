import { analyticsOn } from '../../analytics-notice';
import type { LegalPageContent } from '../../types';

const page: LegalPageContent = {
  path: '/legal/cookie-policy',
  meta: {
    title: 'Cookie Policy | Pocket Mentor',
    description:
      'The Pocket Mentor website sets no tracking cookies. What third-party services, such as the booking widget, may set.',
  },
  eyebrow: 'Legal',
  title: 'Cookie Policy',
  summary: analyticsOn
    ? 'This website sets no tracking cookies and runs no advertising scripts; it counts visits without cookies. The one exception to know about is the booking widget on the contact page.'
    : 'This website sets no tracking cookies and runs no analytics or advertising scripts. The one exception to know about is the booking widget on the contact page.',
  lastUpdated: '2026-11-20',
  intro: [
    'This is our cookie policy, in plain language. If what this website sets ever changes, we update this page and the date at the top first; the version on this page is the one that applies.',
  ],
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website can store in your browser. Some keep a site working; others follow you across visits or across sites to measure or target you.',
      ],
    },
    {
      heading: 'What this website sets',
      paragraphs: [
        'This website is static. It does not need cookies to show you its pages, and it does not set tracking cookies.',
      ],
      list: [
        'No tracking cookies.',
        analyticsOn
          ? 'No analytics cookies: visits are counted in aggregate without cookies or anything stored in your browser, and not at all when your browser sends Global Privacy Control or Do Not Track (our privacy policy lists what is counted).'
          : 'No analytics scripts.',
        'No advertising scripts or advertising cookies.',
        'No social-network tracking pixels.',
      ],
    },
    {
      heading: 'The booking widget on the contact page',
      paragraphs: [
        'The only third-party embed on this website is the scheduling (booking) widget on the contact page. It is run by a third-party scheduling service under its own privacy policy, and it may set its own cookies when you use it, for example to remember the time you picked or to protect the booking form from abuse.',
        'Those cookies are controlled by the scheduling service, not by us. Its own policy explains what it sets and why. If you do not open the contact page, the widget does not load.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Links to our community site, our autism initiative site and our pages on social networks lead to sites that have their own cookie and privacy policies. Once you follow one of those links, that site’s policies apply.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'Your browser lets you see, block and delete cookies. Blocking cookies does not affect reading this website. It may stop the booking widget from working; if it does, you can still reach us another way through the contact page.',
      ],
    },
    {
      heading: 'Changes and questions',
      paragraphs: [
        'If we ever add a cookie to this website, we will list it on this page before it is used.',
        'If you have a question about cookies, contact us through the contact page.',
      ],
    },
  ],
  questions: 'Questions about cookies?',
};

export { page };
