import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/careers',
  meta: {
    title: 'Careers at Pocket Mentor',
    description:
      'Work on voice-first AI that helps frontline people do their jobs. See the kinds of roles we hire for and why people join.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Build guidance that people reach with a phone call',
    tagline:
      'We make voice-first AI for the people who keep hospitals, plants, stores and job sites running. If that work matters to you, we would like to hear from you.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'careers',
  },
  blocks: [
    {
      type: 'emojiCards',
      eyebrow: 'Where you could fit',
      heading: 'The kinds of roles we hire for',
      intro: 'We hire across four areas. Open positions change, so tell us which area fits you best.',
      items: [
        {
          icon: 'Wrench',
          title: 'Engineering',
          description:
            'Build the voice and SMS experience: clear spoken answers, calls that hold up in noisy or remote places, and a design that stores no user data.',
        },
        {
          icon: 'Handshake',
          title: 'Customer Success & Implementation',
          description:
            'Take a customer from first documents to a live number in days, then keep their guidance current as procedures change.',
        },
        {
          icon: 'BookOpen',
          title: 'Content & Knowledge Design',
          description:
            'Turn SOPs, checklists and expert know-how into step-by-step guidance that sounds right when it is spoken aloud.',
        },
        {
          icon: 'TrendingUp',
          title: 'Sales & Partnerships',
          description:
            'Help operations, training and HR leaders see where a voice mentor fits, and support partners who offer it under their own brand.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Why join',
      heading: 'Five reasons people join us',
      columns: 3,
      items: [
        {
          icon: 'HardHat',
          title: 'Work that reaches the front line',
          description: 'What you build is used by people on shifts, in vehicles and on job sites, not just at desks.',
        },
        {
          icon: 'Lightbulb',
          title: 'Hard, useful problems',
          description: 'Making guidance clear by voice alone, with no screen to fall back on, takes real craft.',
        },
        {
          icon: 'HandHeart',
          title: 'A mission beyond the product',
          description:
            'We run a free learning community for neurodiverse people and free workshops alongside the business.',
        },
        {
          icon: 'Brain',
          title: 'Room for different minds',
          description: 'Clear expectations, written-first communication and flexibility in how you do your best work.',
        },
        {
          icon: 'Target',
          title: 'Ownership from day one',
          description:
            'You will own real pieces of the product and the customer experience, and see the results of your decisions.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'How we work',
      heading: 'What you can expect from us',
      items: [
        'Plain, honest communication about priorities and progress',
        'Clear written goals for every role',
        'Accommodations discussed openly and without fuss',
        'Time to learn the product and the customers before you ship',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Get to know us',
      heading: 'Before you reach out',
      items: [
        {
          icon: 'Award',
          title: 'Our Values',
          description: 'The six values we hire for and work by.',
          href: '/company/values',
        },
        {
          icon: 'HeartHandshake',
          title: 'Culture & Inclusion',
          description: 'How we work and who we include.',
          href: '/company/culture-and-inclusion',
        },
        {
          icon: 'Users',
          title: 'Leadership',
          description: 'The roles that lead the company.',
          href: '/company/leadership',
        },
      ],
    },
  ],
  closing: {
    heading: 'Tell us where you would fit',
    body: 'Send us a short note about the kind of work you do best and which of our four areas interests you.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
