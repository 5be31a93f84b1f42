import type { ComposedPageContent } from '../../types';


const page: ComposedPageContent = {
  path: '/company/newsroom',
  meta: {
    title: 'Newsroom | Pocket Mentor',
    description:
      'Dated news from Pocket Mentor: policy updates and new blog posts, plus where our products, partner programs and community workshops stand.',
  },
  hero: {
    eyebrow: 'Newsroom',
    title: 'News and announcements from Pocket Mentor',
    tagline: 'Policy updates and new posts, each with its date. Working on a story? Our team can help.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'newsroom',
  },
  blocks: [
    {
      type: 'news',
      eyebrow: 'Announcements',
      heading: 'What we have announced',
      action: { label: 'Read the Blog', href: '/blog' },
      featured: {
        title: 'Privacy policy updated: what the service keeps, in plain words',
        // The date the policy last changed, from the policy itself.
        date: '2026-11-25',
        category: 'Privacy',
        summary:
          'Our privacy policy now says what the quarterly AI usage reviews in ongoing support look at: aggregated, anonymous question topics, not who asked. Pocket Mentor collects and stores no user data, and keeps no record of who called.',
      },
      // Dates are the posts' own publication dates (their front matter); a unit test keeps them in step.
      items: [
        {
          title: 'On the blog: capturing a retiring expert’s know-how',
          date: '2026-11-16',
          category: 'Blog',
          summary:
            'A practical way to capture what your most experienced people know, starting from the questions they are asked, and to keep it on call after they leave.',
        },
        {
          title: 'On the blog: no app, no login, no data stored',
          date: '2026-11-09',
          category: 'Blog',
          summary:
            'What each of the three means in practice, what it removes from a rollout and what it asks of you instead.',
        },
        {
          title: 'On the blog: why voice-first fits frontline work',
          date: '2026-11-02',
          category: 'Blog',
          summary:
            'Why a phone call suits work done with busy hands, where it pays off first, and where voice is not the answer.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Where things stand',
      heading: 'Products and programs',
      intro: 'The current state of each product and program, on the page that describes it.',
      items: [
        {
          icon: 'Brain',
          title: 'Pocket SME: early access',
          description:
            'Coming soon. Organizations and independent experts can request early access through our contact page.',
          href: '/products/pocket-sme',
        },
        {
          icon: 'HeartHandshake',
          title: 'Connections HR: coming soon',
          description:
            'Anonymous check-ins with aggregated sentiment, wellness dashboards, HR action recommendations and summary reports.',
          href: '/products/connections-hr',
        },
        {
          icon: 'Handshake',
          title: 'Partner program tracks',
          description:
            'Five tracks: referral, reseller and white-label, implementation, training and enablement, and mission-aligned.',
          href: '/partners/join-program',
        },
        {
          icon: 'GraduationCap',
          title: 'Free community workshops',
          description:
            'Workshops for members of our neurodiverse learning community, announced first on the community site.',
          href: '/community',
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
