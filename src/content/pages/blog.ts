import type { ComposedPageContent } from '../types';

const page: ComposedPageContent = {
  path: '/blog',
  meta: {
    title: 'Blog: Frontline Learning Notes | Pocket Mentor',
    description:
      'The Pocket Mentor blog: practical posts on frontline training, knowledge capture and voice-first AI at work, with an RSS feed.',
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Practical notes on frontline learning and voice guidance',
    tagline:
      'Short, practical posts for the people who run frontline, field and operations teams: what to try on the next shift, and what a voice mentor changes.',
    cta: { label: 'Suggest a Topic', href: '/contact' },
    secondary: { label: 'Subscribe by RSS', href: '/blog/rss.xml' },
    scene: 'blog',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'What we write about',
      heading: 'Topics for the people who run frontline work',
      action: { label: 'Learn More', href: '/company/educational-resources' },
      items: [
        {
          icon: 'UserPlus',
          title: 'Onboarding and ramp time',
          description: 'What new hires need in their first weeks, and how to give it to them on the job.',
        },
        {
          icon: 'Brain',
          title: 'Knowledge capture',
          description: 'Ways to record what experienced staff know before they retire or move on.',
        },
        {
          icon: 'ClipboardList',
          title: 'Writing procedures people can use',
          description: 'Turning SOPs and checklists into steps someone can follow while their hands are busy.',
        },
        {
          icon: 'PhoneCall',
          title: 'Voice-first AI at work',
          description: 'Where a phone call beats an app or a screen, and where it does not.',
        },
        {
          icon: 'HeartHandshake',
          title: 'Neurodiversity and learning',
          description: 'Lessons from our free open learning community for neurodiverse people.',
        },
        {
          icon: 'Handshake',
          title: 'Partners and practice',
          description: 'Notes for consultants and trainers who support their clients after the engagement ends.',
        },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'How we write',
      heading: 'Plain, specific and honest about examples',
      paragraphs: [
        'Posts are short and written for operations, training and HR leads who have little time to read. Each one should leave you with something you can try on your next shift.',
        'When we use an example, we say whether it comes from real work or is an illustration. We do not dress up guesses as results.',
      ],
    },
  ],
  closing: {
    heading: 'Tell us what you want to read',
    body: 'Send us the question your team keeps running into. It may become our next post.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

/** The words around the posts: list headings, byline, tags and the closing band under a post. */
export const blogCopy = {
  eyebrow: 'Blog',
  latest: 'Latest posts',
  rss: { label: 'Subscribe by RSS', href: '/blog/rss.xml' },
  tags: 'Tags',
  minRead: (minutes: number) => `${minutes} min read`,
  more: 'More from the blog',
  all: { label: 'All posts', href: '/blog/' },
  closing: {
    heading: 'Hear it on your own procedures',
    body: 'A 15-minute discovery call is enough to see whether a voice mentor fits one of your teams.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
  },
};

export { page };
