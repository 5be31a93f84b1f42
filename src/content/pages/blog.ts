import type { ComposedPageContent } from '../types';

const page: ComposedPageContent = {
  hero: {
    eyebrow: 'Blog',
    title: 'Practical notes on frontline learning and voice guidance',
    tagline:
      'The blog is just getting started and has no posts yet. Here is what we plan to write about, and where to read more today.',
    cta: { label: 'Suggest a Topic', href: '/contact' },
    icons: ['Newspaper', 'PenTool', 'Lightbulb'],
  },
  blocks: [
    {
      type: 'notice',
      tone: 'soon',
      eyebrow: 'First posts',
      heading: 'No posts yet',
      body: 'We would rather publish a few useful posts than fill this page quickly. If there is a question you want us to answer first, tell us.',
      cta: { label: 'Suggest a Topic', href: '/contact' },
    },
    {
      type: 'cards',
      eyebrow: 'What we will cover',
      heading: 'Topics for the people who run frontline work',
      items: [
        { icon: 'UserPlus', title: 'Onboarding and ramp time', description: 'What new hires need in their first weeks, and how to give it to them on the job.' },
        { icon: 'Brain', title: 'Knowledge capture', description: 'Ways to record what experienced staff know before they retire or move on.' },
        { icon: 'ClipboardList', title: 'Writing procedures people can use', description: 'Turning SOPs and checklists into steps someone can follow while their hands are busy.' },
        { icon: 'PhoneCall', title: 'Voice-first AI at work', description: 'Where a phone call beats an app or a screen, and where it does not.' },
        { icon: 'HeartHandshake', title: 'Neurodiversity and learning', description: 'Lessons from our free open learning community for neurodiverse people.' },
        { icon: 'Handshake', title: 'Partners and practice', description: 'Notes for consultants and trainers who support their clients after the engagement ends.' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'How we will write',
      heading: 'Plain, specific and honest about examples',
      paragraphs: [
        'Posts will be short and written for operations, training and HR leads who have little time to read. Each one should leave you with something you can try on your next shift.',
        'When we use an example, we will say whether it comes from real work or is an illustration. We will not dress up guesses as results.',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Read something today',
      heading: 'Where to start while the blog grows',
      items: [
        { icon: 'BookOpen', title: 'Educational resources', description: 'The guides, toolkits and research summaries we are preparing, and how to ask for one sooner.', href: '/company/educational-resources' },
        { icon: 'Users', title: 'Customer stories', description: 'Illustrative scenarios of a voice mentor at work on the front line.', href: '/customers/customer-stories' },
        { icon: 'Sprout', title: 'Community', description: 'Our free learning community for neurodiverse people: shared learning, shared earning.', href: '/community' },
      ],
    },
  ],
  closing: {
    heading: 'Tell us what you want to read',
    body: 'Send us the question your team keeps running into. It may become one of our first posts.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export default page;
