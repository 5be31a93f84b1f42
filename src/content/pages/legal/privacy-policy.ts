import { analyticsOn, visitorStatistics } from '../../analytics-notice';
import type { LegalPageContent } from '../../types';

const page: LegalPageContent = {
  path: '/legal/privacy-policy',
  meta: {
    title: 'Privacy Policy | Pocket Mentor',
    description:
      'How Pocket Mentor handles information: the product collects and stores no user data, and this site sets no tracking cookies.',
  },
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  summary: analyticsOn
    ? 'Pocket Mentor collects and stores no user data, and this website does not track you: it counts visits in aggregate, without cookies. This page explains what that means in practice.'
    : 'Pocket Mentor collects and stores no user data, and this website does not track you. This page explains what that means in practice.',
  lastUpdated: '2026-11-25',
  intro: [
    'This is our privacy policy, in plain language. When our services change we update it and the date at the top of the page; the version on this page is the one that applies.',
    'It covers two things: the Pocket Mentor service that your people reach by phone call or SMS, and this website.',
  ],
  sections: [
    {
      heading: 'The Pocket Mentor service',
      paragraphs: [
        'Pocket Mentor collects and stores no user data. People call an ordinary phone number or send a text, hear guidance drawn from their organization’s own procedures, and hang up. Callers do not create accounts or sign in, we do not build profiles of callers, and we keep no record of who called.',
        'Ongoing support includes quarterly AI usage reviews, so an organization can see which procedures may need a clearer step. What those reviews look at is aggregated, anonymous question topics: which subjects come up and how often. They do not show who asked, and nothing in them is tied to a person or a phone number.',
        'The procedures, SOPs, checklists and training documents an organization shares with us to set up Pocket Mentor remain that organization’s content. We use them only to provide the service to that organization.',
      ],
    },
    {
      heading: 'This website',
      paragraphs: [
        'This website is static: it shows the same pages to every visitor and has no accounts, logins or forms of its own. We do not ask you for personal information to read it.',
      ],
      list: [
        'No tracking cookies are set by this website.',
        analyticsOn
          ? 'Visits are counted in aggregate, without cookies and without identifying you: see “Visitor statistics” below.'
          : 'No analytics scripts run on this website.',
        'No advertising scripts or advertising trackers run on this website.',
        'The servers that deliver this website may keep standard technical logs, such as IP addresses and request times, for a limited period, for security and to keep the site running. We do not use them to profile or follow visitors.',
      ],
    },
    ...(analyticsOn ? [visitorStatistics] : []),
    {
      heading: 'The booking widget on the contact page',
      paragraphs: [
        'The only third-party content embedded in this website is the scheduling (booking) widget on the contact page. It is run by a third-party scheduling service under its own privacy policy, and it may set its own cookies when you use it.',
        'If you book a meeting, the details you enter, such as your name and email address, are collected by that scheduling service and passed to us so we can hold the meeting. We use them only to arrange the conversation and to follow up on what you asked about. We do not sell them.',
        'If you would rather not use the widget, you can contact us another way through the contact page.',
      ],
    },
    {
      heading: 'When you contact us directly',
      paragraphs: [
        'If you call us or write to us, we use what you tell us only to answer you and to follow up on your request. We do not add you to a mailing list unless you ask us to.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'This website links to our community site, our autism initiative site and our pages on social networks. Those sites are run under their own privacy policies, which we encourage you to read. This policy does not cover them.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website is meant for organizations and working adults. We do not knowingly collect information from children.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can ask us what information we hold about you, ask us to correct it, or ask us to delete it. Because the Pocket Mentor service and this website keep no user data, the answer will usually be that we hold only what you sent us when you contacted us or booked a meeting.',
      ],
    },
    {
      heading: 'Changes and questions',
      paragraphs: [
        'We may update this policy as our services change. When we do, we will publish the new version on this page.',
        'If you have a question about privacy, contact us through the contact page.',
      ],
    },
  ],
  questions: 'Questions about this policy?',
};

export { page };
