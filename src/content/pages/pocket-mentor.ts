import type { PageRef, ProductContent } from '../types';

export const pocketMentor: ProductContent = {
  hero: {
    eyebrow: 'The flagship voice mentor',
    title: 'Your best trainer, on every phone, on every shift',
    tagline:
      'Pocket Mentor gives frontline, field and operations staff step-by-step spoken guidance from your own procedures. They call or text; it talks them through the job.',
    primary: { label: 'Request a Demo', href: '/contact' },
    secondary: { label: 'Browse by industry', href: '#industries' },
    snippet: {
      caller: 'Line operator, filling line 2',
      question: 'The capper keeps skipping on the 500 ml run. What’s the changeover check?',
      answer: [
        'Your changeover SOP, step 4: confirm the chuck size matches the 500 ml cap.',
        'Next, check the torque setting against the run sheet.',
        'Run ten test bottles and log the result before restarting.',
      ],
    },
  },

  whatItIs: {
    eyebrow: 'What it is',
    heading: 'A mentor people reach the way they already communicate',
    paragraphs: [
      'Pocket Mentor is a voice-first AI mentor behind an ordinary phone number. Nobody installs anything, signs in or learns a new screen. A technician on a roof, a cook mid-rush or a driver at a loading dock dials the number, says what is in front of them, and hears what to do next.',
      'It trains new people, reinforces what they learned after the course is over, and keeps your experts’ know-how available when they are busy, off shift or retired.',
    ],
    facts: [
      { label: 'Interface', value: 'A phone call or SMS' },
      { label: 'Answers from', value: 'Your own material' },
      { label: 'Availability', value: '24/7' },
      { label: 'Time to deploy', value: 'Days' },
    ],
  },

  callFlow: {
    eyebrow: 'How a call works',
    heading: 'Four moments, one phone call',
    intro: 'No menus to navigate and no keywords to remember. People talk the way they would to a senior colleague.',
    steps: [
      {
        icon: 'PhoneCall',
        title: 'Dial or text',
        description:
          'Staff use the number your organization publishes: from a smartphone, a flip phone, a desk phone or the handset in the truck.',
      },
      {
        icon: 'Mic',
        title: 'Describe the situation',
        description:
          'In their own words: the unit, the symptom, the customer’s question, or the step they are stuck on.',
      },
      {
        icon: 'ListChecks',
        title: 'Get guided, step by step',
        description:
          'Pocket Mentor answers from your procedures, one step at a time, at the pace of the work. Hands stay on the job.',
      },
      {
        icon: 'RefreshCw',
        title: 'Ask again, any time',
        description:
          'Repeat a step, ask a follow-up, or call back tomorrow. The answer is consistent on every call and every shift.',
      },
    ],
  },

  sources: {
    eyebrow: 'What it answers from',
    heading: 'Your way of doing the work, not the internet’s',
    intro:
      'Pocket Mentor answers from the material your organization provides, so the guidance matches your standards.',
    items: [
      {
        icon: 'ClipboardList',
        title: 'Procedures',
        description: 'The documented way your organization does each task, from opening checks to shutdown.',
      },
      {
        icon: 'FileCheck',
        title: 'SOPs',
        description: 'Standard operating procedures, with the exact steps, limits and sign-offs your teams follow.',
      },
      {
        icon: 'ListChecks',
        title: 'Checklists',
        description: 'Pre-start, safety, inspection and closing checklists, talked through item by item.',
      },
      {
        icon: 'BookOpen',
        title: 'Playbooks',
        description:
          'How to handle the situations that repeat: the difficult customer, the missed delivery, the surprise audit.',
      },
      {
        icon: 'GraduationCap',
        title: 'Training documents',
        description: 'Course material and job aids, turned into reinforcement people can reach after the classroom.',
      },
      {
        icon: 'Wrench',
        title: 'Troubleshooting logic',
        description: 'Fault trees and diagnostic sequences: check this first, then this, and if that fails, this.',
      },
    ],
  },

  capture: {
    eyebrow: 'Expert knowledge capture',
    heading: 'Keep what your veterans know after they leave',
    paragraphs: [
      'The most valuable guidance in most operations is not written down. It is the supervisor who knows which breaker trips first, or the senior nurse who knows the workaround for the old pump.',
      'Pocket Mentor captures that judgment in structured walk-throughs with your experts, and turns it into guidance anyone can call up. When the expert retires, the know-how stays.',
    ],
    pointsHeading: 'How capture works',
    points: [
      'Short, structured interviews with your subject-matter experts',
      'Tricky cases and workarounds turned into step-by-step guidance',
      'Reviewed by your team before anyone hears it',
      'Updated when your procedures change',
    ],
  },

  benefits: {
    eyebrow: 'Benefits',
    heading: 'What changes when the answer is one call away',
    intro: 'The effects show up where operations leaders already measure: ramp time, consistency and escalations.',
    items: [
      {
        icon: 'Timer',
        title: 'Shorter ramp time',
        description:
          'New hires work independently sooner because the guidance comes with them to the job, not just to the classroom.',
      },
      {
        icon: 'Layers',
        title: 'Consistent messaging',
        description: 'Every caller hears the same approved steps, whichever site, shift or supervisor they work with.',
      },
      {
        icon: 'TrendingDown',
        title: 'Fewer escalations',
        description:
          'Routine questions are answered on the spot, so senior staff spend their time on the problems that need them.',
      },
      {
        icon: 'ShieldCheck',
        title: 'No user data stored',
        description: 'Pocket Mentor does not collect or store personal data about the people who call.',
      },
      {
        icon: 'WifiOff',
        title: 'Works where apps don’t',
        description:
          'Noisy, remote, low-connectivity and air-gapped settings: if a phone can call, Pocket Mentor works.',
      },
      {
        icon: 'Rocket',
        title: 'Live in days',
        description:
          'No app, integration, hardware or capital spend, so there is no IT project standing between you and the first call.',
      },
    ],
  },

  industries: {
    heading: 'Pocket Mentor for your industry',
    intro: 'Each edition is shaped around the work, the vocabulary and the sub-segments of one industry.',
  },

  closing: {
    heading: 'Hear Pocket Mentor talk through one of your procedures',
    body: 'Book a 15-minute discovery call. Bring a procedure your team finds hard to follow, and we will show you what the call sounds like.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

/** The page's <title> and meta description. */
/** The page's path and head (src/pages/products/pocket-mentor/index.astro). */
export const pocketMentorRef: PageRef = {
  path: '/products/pocket-mentor',
  meta: {
    title: 'Pocket Mentor: The Voice-First AI Mentor',
    description:
      'Pocket Mentor turns your SOPs, checklists and playbooks into a phone line your staff can call 24/7 for step-by-step spoken guidance.',
  },
};
