import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/partners/become',
  meta: {
    title: 'Become a Partner | Pocket Mentor',
    description:
      'Become a Pocket Mentor partner: the kinds of organizations we work with, what partners look for and why they join.',
  },
  hero: {
    eyebrow: 'Become a Partner',
    title: 'Bring a voice mentor to the teams you already serve',
    tagline:
      'If your clients run frontline, field or operations teams, Pocket Mentor gives them guidance on any phone. Partners bring the relationship and the know-how; we bring the platform and the support behind it.',
    cta: { label: 'Partner With Us', href: '/contact' },
    secondary: { label: 'See the partner programs', href: '/partners/join-program' },
    scene: 'partners-become',
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'Why partners',
      heading: 'The people who know the work should deliver the answer',
      paragraphs: [
        'Most of the organizations that need Pocket Mentor already trust someone to help them train, equip or advise their people. That someone understands the procedures, the sites and the shift patterns better than any newcomer could.',
        'Our partner model lets those advisors, trainers and service firms put a voice mentor in front of their clients. Staff call an ordinary number or send a text and hear step-by-step guidance drawn from their own procedures. There is no app to install, no login and no hardware, so the conversation stays on the work, not on IT.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Who we look for',
      heading: 'Six kinds of organizations that make strong partners',
      columns: 3,
      items: [
        {
          icon: 'Briefcase',
          title: 'Operations and management consultants',
          description:
            'Firms that redesign processes and want the new way of working to hold once the engagement is over.',
        },
        {
          icon: 'Presentation',
          title: 'Training and L&D providers',
          description:
            'Trainers and course providers who want learners to have support on the job, not just in the classroom.',
        },
        {
          icon: 'Settings',
          title: 'Implementation and services firms',
          description:
            'Teams that document procedures and stand up new ways of working for their clients, site by site.',
        },
        {
          icon: 'Store',
          title: 'Resellers and solution providers',
          description:
            'Companies that already sell to frontline-heavy businesses and want a service their customers can use from day one.',
        },
        {
          icon: 'Building2',
          title: 'Industry associations and franchise systems',
          description:
            'Networks that publish standards or operating manuals and want every member or location to hear them the same way.',
        },
        {
          icon: 'HeartHandshake',
          title: 'Mission-driven organizations',
          description:
            'Non-profits and workforce programs that help people into work and want them supported once they get there.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'What partners look for',
      heading: 'What partners tell us they need from a platform',
      intro: 'Partners put their own reputation behind what they recommend. These are the questions they ask us first.',
      items: [
        'Something their clients can use without buying devices, installing apps or changing systems',
        'A rollout measured in days, so a pilot fits inside an existing engagement',
        'The option to offer the service under their own brand',
        'A clear answer on privacy: Pocket Mentor collects and stores no user data',
        'Training, materials and a contact on our side when a client has a question',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Reasons to partner',
      heading: 'What partnering adds to your practice',
      columns: 2,
      items: [
        {
          icon: 'RefreshCw',
          title: 'Your work keeps working',
          description:
            'Procedures you helped write stay in use after you leave, because staff can call them up on any phone, 24/7.',
        },
        {
          icon: 'Layers',
          title: 'A new service line',
          description:
            'Add an ongoing voice mentor to assessments, training programs and implementations you already deliver.',
        },
        {
          icon: 'BadgeCheck',
          title: 'Your brand on the line',
          description:
            'With the white-label option, clients call a number that carries your name, backed by our platform.',
        },
        {
          icon: 'Target',
          title: 'Outcomes clients notice',
          description:
            'Shorter ramp time, more consistent messaging and fewer escalations give you results to talk about at the next review.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Next steps',
      heading: 'Find the right way to work with us',
      items: [
        {
          icon: 'Route',
          title: 'Join a partner program',
          description: 'Compare the five partner tracks, from simple referrals to full white-label delivery.',
          href: '/partners/join-program',
        },
        {
          icon: 'BookOpen',
          title: 'Partner resources',
          description: 'See the training, toolkits and assets partners get once they join.',
          href: '/partners/resources',
        },
        {
          icon: 'Layers',
          title: 'Powered by Pocket Mentor',
          description: 'How the white-label layer works for consultants and partners.',
          href: '/products/powered-by-pocket-mentor',
        },
      ],
    },
  ],
  closing: {
    heading: 'Tell us about the teams you serve',
    body: 'Book a short call. Tell us who your clients are and how you work with them, and we will suggest the partner track that fits.',
    cta: { label: 'Partner With Us', href: '/contact' },
  },
};

export { page };
