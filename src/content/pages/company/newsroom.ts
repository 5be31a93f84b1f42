import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  meta: {
    title: 'Newsroom | Pocket Mentor',
    description: 'News and announcements from Pocket Mentor: product updates, partnerships and community programs.',
  },
  hero: {
    eyebrow: 'Newsroom',
    title: 'News and announcements from Pocket Mentor',
    tagline: 'Product updates, partner programs and community news. Working on a story? Our team can help.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'newsroom',
  },
  blocks: [
    {
      type: 'news',
      eyebrow: 'Announcements',
      heading: 'What we have announced',
      featured: {
        title: 'Pocket SME early access opens',
        category: 'Product',
        summary:
          'Pocket SME turns a subject-matter expert’s know-how into a private-label line that clients and colleagues can call. It is coming soon, and organizations and independent experts can now request early access through our contact page.',
      },
      items: [
        {
          title: 'Connections HR announced',
          category: 'Product',
          summary:
            'Connections HR gives staff anonymous phone check-ins. HR teams see aggregated sentiment, wellness dashboards, recommended actions and weekly and monthly summary reports. Coming soon.',
        },
        {
          title: 'Partner program tracks published',
          category: 'Partners',
          summary:
            'Five partner tracks are now described on our site: referral, reseller and white-label, implementation and systems integrators, training and enablement, and mission-aligned partners.',
        },
        {
          title: 'Free workshops open to community members',
          category: 'Community',
          summary:
            'Our free workshops on building skills, working in teams and presenting work to clients are open to members of our neurodiverse learning community and their families.',
        },
      ],
    },
    {
      type: 'notice',
      eyebrow: 'Media inquiries',
      heading: 'Writing about voice AI or frontline work?',
      body: 'We can explain how Pocket Mentor works, walk you through a sample call and share background on our community programs. Send us your questions and deadline, and we will get back to you.',
      cta: { label: 'Get in Touch', href: '/contact' },
      tone: 'info',
    },
    {
      type: 'links',
      eyebrow: 'Background',
      heading: 'Helpful pages for your story',
      items: [
        {
          icon: 'Building2',
          title: 'About Pocket Mentor',
          description: 'Who we are, why we chose the phone and how we work with customers.',
          href: '/company/about-us',
        },
        {
          icon: 'PhoneCall',
          title: 'The product',
          description: 'How staff get step-by-step spoken guidance by phone call or SMS.',
          href: '/products/pocket-mentor',
        },
        {
          icon: 'HandHeart',
          title: 'Social impact',
          description: 'Our free community for neurodiverse people and our initiative for autistic people.',
          href: '/company/social-impact',
        },
      ],
    },
  ],
  closing: {
    heading: 'Hear about the next announcement',
    body: 'Get in touch to ask a question, request an interview or be told when we share news.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
