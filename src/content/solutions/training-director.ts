import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Training Directors: Reinforcement After the Course',
    description:
      'Keep training working after the classroom. Learners call a number and hear your course steps and checklists on the job, 24/7, with no app, LMS login or screen.',
  },

  hero: {
    eyebrow: 'For training and L&D leaders',
    title: 'Training that keeps working after the classroom empties',
    tagline:
      'Pocket Mentor turns your course material into spoken, step-by-step answers learners can call up on the job. Reinforcement arrives when the question comes up, not at the next refresher.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'New forklift operator, distribution center',
      question: 'We covered the pre-shift inspection in class, but I forget the order. What comes first?',
      answer: [
        'Your training module says: start with a walk-around and check the forks, mast chains and tires for damage.',
        'Next, check fluid levels and look under the truck for leaks.',
        'From the seat, test the horn, brakes, steering and lift controls, then record it all on the daily checklist.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'course-binder',
      title: 'The course workbook, with a tab for the job',
      tabs: ['Day 1', 'Day 2', 'Day 3', 'On the job'],
      modules: [
        { day: 'Day 1', items: ['Safety', 'Receiving'] },
        { day: 'Day 2', items: ['Cycle counts'] },
        { day: 'Day 3', items: ['Damaged freight'] },
      ],
      onTheJob: {
        tab: 'A call from the dock, weeks later',
        question: 'Crushed cartons on a pallet. Do I sign for it?',
        answer: 'Photograph the damage and note it on the BOL before you sign.',
        source: 'From the course workbook, day 3',
      },
      figure: { value: '3x', label: 'engagement with course material', reading: 'Example scenario' },
      caption:
        'Example scenario: the 3-day course for new warehouse leads in the story on this page. Engagement rising 3x after the classroom is an illustrative outcome of that story, not a measured result.',
    },
  },

  problem: {
    heading: 'The course ends. The questions start on Monday.',
    paragraphs: [
      'A well-run course gets people through the assessment. Then they go back to the floor, the route or the site, and the first real situation arrives days or weeks later, without the instructor in the room.',
      'What they remember is partial. They ask a coworker who learned it a different way, or they skip the step they aren’t sure about. The training team finds out later, through an incident report, a quality issue or a manager asking for a refresher.',
      'Refresher sessions, microlearning apps and job aids all ask people to stop work, log in or find a screen. The moment of need happens while their hands are busy.',
    ],
  },

  benefits: {
    heading: 'What L&D gets after the course',
    bullets: [
      'Learners call or text a number from any phone and hear the course steps at the moment they need them.',
      'Answers come from your own training material, so the floor hears what the classroom taught.',
      'There’s no LMS integration, no app and no logins to provision for every new cohort.',
      'New hires ramp faster because reinforcement continues between sessions.',
      'Instructors spend less time answering the same follow-up questions by email and phone.',
      'Training firms and consultants can offer it white-label as post-workshop support for their clients.',
    ],
  },

  cards: {
    heading: 'Where reinforcement happens',
    intro: 'Each one starts with material you already teach.',
    items: [
      {
        icon: 'RefreshCw',
        title: 'Post-course recall',
        description:
          'The checklist, sequence or script from the course, read back step by step when a learner meets the situation for real on the job.',
      },
      {
        icon: 'UserPlus',
        title: 'Onboarding between sessions',
        description:
          'New hires keep learning in the gaps of a phased onboarding plan, with answers that match what the next session will build on.',
      },
      {
        icon: 'Presentation',
        title: 'One answer across instructors',
        description:
          'When several instructors teach the same course, the line gives one reference answer, so differences in delivery don’t become differences on the floor.',
      },
      {
        icon: 'Handshake',
        title: 'White-label workshop support',
        description:
          'Training providers can give clients a branded line that answers from the workshop content, so the engagement continues after the trainer leaves.',
      },
      {
        icon: 'FileCheck',
        title: 'Procedure changes',
        description:
          'When a procedure is revised and the content is updated, people who trained on the old version hear the current one the next time they call.',
      },
    ],
  },

  story: {
    title: 'Day four, and the course is still working',
    subtitle: 'A distribution company adds a phone line to its training for new warehouse leads.',
    paragraphs: [
      'Imagine a distribution company that runs a 3-day training course for new warehouse leads: safety, receiving, cycle counts and handling damaged freight. Assessment scores are good. A few weeks later, supervisors report the same mistakes the course was built to prevent.',
      'The training director loads the course workbook, the receiving checklist and the damaged-freight procedure into Pocket Mentor. Graduates get one number on the last afternoon of the course.',
      'On a busy morning, a new lead finds a pallet of crushed cartons at the dock. Instead of guessing, they call the line, hear the steps from the course, photograph the damage and note it on the BOL before signing.',
    ],
    outcomes: [
      'Engagement with course material could rise 3x after the classroom',
      'Fewer repeat refreshers on the same topics',
      'The classroom answer, heard on every shift',
    ],
  },

  closing: {
    heading: 'Pick a course and hear what comes after it',
    body: 'Bring the course your people forget fastest. On a 15-minute discovery call, we’ll show how its content would sound as on-the-job reinforcement.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
