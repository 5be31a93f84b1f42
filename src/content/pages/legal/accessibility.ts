import type { LegalPageContent } from '../../types';

const page: LegalPageContent = {
  path: '/legal/accessibility',
  meta: {
    title: 'Accessibility Statement | Pocket Mentor',
    description:
      'Our accessibility statement: the standard this site aims to meet (WCAG 2.2 AA) and how to report a problem.',
  },
  eyebrow: 'Legal',
  title: 'Accessibility Statement',
  summary:
    'Pocket Mentor is built so anyone can get guidance with a phone call. We want this website to be just as easy to use, for everyone.',
  lastUpdated: '2026-11-25',
  intro: [
    'This is our accessibility statement, in plain language. We review it whenever we test or change the site and update the date at the top of the page.',
  ],
  sections: [
    {
      heading: 'The standard this site meets',
      paragraphs: [
        'This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA. Every page is checked before release with automated accessibility tests at phone and desktop widths, and its menus and controls are tested with a keyboard alone.',
        'Automated tests do not catch everything. If you find a part of the site that falls short of the standard, we treat it as a defect and fix it.',
      ],
    },
    {
      heading: 'What this website does',
      paragraphs: ['To meet it, the site is built to:'],
      list: [
        'Let you reach every menu and control with a keyboard alone, including the mega-menu and the mobile menu.',
        'Show a clearly visible focus indicator on whatever you are about to activate.',
        'Use text and background colors with enough contrast to read comfortably.',
        'Honor your device’s reduced-motion setting by turning off non-essential animation.',
        'Give meaningful images and icons text alternatives, and hide purely decorative ones from screen readers.',
        'Give form controls, such as the search box, labels that screen readers announce.',
        'Work without JavaScript for reading: every page’s content is readable with scripts turned off.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: [
        'The booking widget on the contact page is run by a third-party scheduling service. We do not control its code, and it may not meet the same standard as the rest of the site.',
        'If the widget is hard to use with your setup, you have two alternatives: call us on the number shown in the site header and footer, or open the booking page in a new tab from the link on the contact page, where you can use your browser’s own zoom and assistive tools.',
      ],
    },
    {
      heading: 'How to report a problem',
      paragraphs: [
        'If something on this website is hard to use, please tell us. You can call us on the number shown in the site header and footer, or contact us through the contact page.',
        'It helps to include:',
      ],
      list: [
        'The page address, or the page name as shown in the menu.',
        'What you were trying to do and what happened instead.',
        'The browser, device and any assistive technology you were using.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'We reply to accessibility reports as soon as we can and tell you what we plan to change. While a fix is under way, we will help you get what you need another way, by phone if that suits you best.',
      ],
    },
  ],
  questions: 'Found a barrier on this site?',
};

export { page };
