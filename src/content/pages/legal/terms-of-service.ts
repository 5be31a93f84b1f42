import type { LegalPageContent } from '../../types';

const page: LegalPageContent = {
  path: '/legal/terms-of-service',
  meta: {
    title: 'Terms of Service | Pocket Mentor',
    description: 'The terms that apply to the Pocket Mentor website and to the use of Pocket Mentor services.',
  },
  eyebrow: 'Legal',
  title: 'Terms of Service',
  summary:
    'The ground rules for using this website, written in plain words. Using Pocket Mentor itself is covered by a separate agreement with each customer.',
  lastUpdated: '2026-11-20',
  intro: [
    'These are our terms of service, in plain language. When we change them we update the date at the top of the page; the version on this page is the one that applies when you use the site.',
    'By using this website you agree to these terms. If you do not agree, please do not use the site.',
  ],
  sections: [
    {
      heading: 'What this website is for',
      paragraphs: [
        'This website describes Pocket Mentor, our related products and services, our partner programs and our community work. It is here to inform you and to help you get in touch with us.',
        'The website itself is not an offer or a contract. When an organization uses Pocket Mentor, a separate written agreement between that organization and us sets out the service, its scope and its terms.',
      ],
    },
    {
      heading: 'Illustrative content',
      paragraphs: [
        'Some pages describe scenarios, customer stories, case-study concepts and sample testimonials that are openly illustrative. They show where a voice mentor could fit; they are not reports of results achieved by a named customer.',
        'Products marked Coming Soon are described as we plan them today. Their features and timing may change.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When you use this website, please do not:'],
      list: [
        'Try to break, overload or get around the security of the site.',
        'Copy the site’s content to present it as your own, or use it to mislead others.',
        'Use automated tools in a way that disrupts the site for other visitors.',
        'Use the site for anything unlawful.',
      ],
    },
    {
      heading: 'Our content and names',
      paragraphs: [
        'The text, design, graphics and the Pocket Mentor name on this website belong to us or to those who licensed them to us. You may read, print and share pages for your own reference, with credit to us. Please ask us before reusing them in any other way.',
      ],
    },
    {
      heading: 'Third-party services and links',
      paragraphs: [
        'The booking widget on the contact page is run by a third-party scheduling service under its own terms and privacy policy. Links to our community site and to social networks lead to sites that have their own terms and policies.',
        'We do not control those services and are not responsible for their content or for how they operate. Using them is between you and them.',
      ],
    },
    {
      heading: 'No guarantees about the website',
      paragraphs: [
        'We work to keep this website accurate and available, but we provide it as it is. We do not promise that it will always be available, free of errors or up to date.',
        'To the extent the law allows, we are not liable for losses that come from using this website or from relying on its general information. Nothing in these terms limits rights you have under law that cannot be limited.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. When we do, we will publish the new version on this page, and it applies from then on.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: ['If you have a question about these terms, contact us through the contact page.'],
    },
  ],
  questions: 'Questions about these terms?',
};

export { page };
