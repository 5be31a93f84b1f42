import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Training & L&D: Course Reinforcement by Phone',
    description:
      'Give learners a number to call after the course and let them hear your job aids and course material step by step, on any phone. White-label ready for providers.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Training & L&D',
    title: 'The course ends on Friday. The support line doesn’t.',
    tagline:
      'Back on the job, learners call one number and hear the steps from your course material, job aids and checklists. Trainers stop answering the same follow-up questions by email.',
    cta: { label: 'Contact Sales', href: '/contact' },
    snippet: {
      caller: 'New supervisor, a week after leadership training',
      question: 'I have to give a written warning tomorrow. What were the steps from the course?',
      answer: [
        'Your supervisor course covers this in order: first review the policy section and the earlier conversations you documented.',
        'Hold the meeting in private, stick to the specific behavior and dates, and state the change you expect.',
        'Before you schedule it, confirm the wording with HR, as the course checklist asks.',
      ],
    },
  },

  problem: {
    heading: 'Training happens on one day. The hard question comes weeks later.',
    paragraphs: [
      'A classroom session or a workshop covers a lot of ground in a short time. Learners follow along, pass the knowledge check and go back to work. When they finally need the material, alone on a job or in front of a customer, the slides are buried in an old email and the facilitator has moved on to the next cohort.',
      'So the questions land on supervisors, or they never get asked. People fall back on old habits, teams drift apart on the same process, and the program shows up as a budget line rather than a change in how work gets done. Trainers spend their week resending handouts instead of building what comes next.',
      'Turnover keeps the cycle going. New hires arrive between scheduled classes and learn from whoever is nearby. The subject matter experts who wrote the material get pulled onto other work or retire, and what they knew beyond the slides leaves with them.',
    ],
  },

  noInfrastructure: {
    heading: 'Reinforcement that doesn’t wait for an LMS login',
    intro:
      'An LMS account is one more password for people who may not have a desk or a work email. A phone number reaches all of them, from the warehouse floor to the delivery route, with nothing to install.',
  },

  benefits: {
    heading: 'What changes after the classroom',
    items: [
      {
        icon: 'RefreshCw',
        title: 'Reinforcement at the moment of need',
        description:
          'Learners hear the steps from the course when they face the real task, not weeks later in a refresher session someone has to schedule.',
      },
      {
        icon: 'Mail',
        title: 'Fewer follow-up emails for trainers',
        description:
          'Routine “what was that step again?” questions are answered on the call, so facilitators spend their time designing programs instead of resending slides.',
      },
      {
        icon: 'Timer',
        title: 'Shorter ramp between classes',
        description:
          'New hires who join between scheduled sessions can call for the same guidance the last cohort received, with onboarding cut by up to 80%.',
      },
      {
        icon: 'Brain',
        title: 'Subject matter experts on record',
        description:
          'Record your SMEs explaining the judgment calls the slides leave out, so that context stays with the program after they move on.',
      },
      {
        icon: 'Layers',
        title: 'The same content for every cohort',
        description:
          'Every learner, site and shift hears the approved version of the material, so what you taught in one region matches what people do in another.',
      },
      {
        icon: 'Handshake',
        title: 'White-label for training providers',
        description:
          'Consultants and training companies can offer post-course support under their own brand, giving clients a line their learners call after the engagement ends.',
      },
    ],
  },

  useCases: {
    heading: 'For your own people, and for the learners you serve',
    intro:
      'Internal L&D teams use Pocket Mentor to make programs stick. Training providers also put it in front of clients, as a line learners call once the course is over.',
    groups: [
      {
        heading: 'Internal',
        items: [
          {
            icon: 'UserPlus',
            title: 'New-Hire Onboarding',
            description:
              'Orientation content, first-week checklists and role basics, available to hires who start between cohorts or miss a session, in the same words the trainer uses.',
            ask: 'Where do I find my schedule for next week?',
            firstStep: 'Your first-week checklist: schedules are posted by your supervisor; here is where to look.',
          },
          {
            icon: 'ShieldCheck',
            title: 'Compliance Refreshers',
            description:
              'Harassment reporting steps, safety procedures and data handling rules, talked through when an employee actually faces the situation rather than once a year in a module.',
            ask: 'How do I report something I saw without going to my manager?',
            firstStep: 'Your reporting procedure: you can go to HR or the confidential line; here is what to include.',
          },
          {
            icon: 'ClipboardCheck',
            title: 'Skills Practice & Checkoffs',
            description:
              'Before a skills checkoff, trainees call to walk through each step of the procedure and the common mistakes your assessors watch for.',
            ask: 'What are the steps of the checkoff, in order?',
            firstStep: 'Your procedure, step one, and the mistake assessors see most often at that step.',
          },
          {
            icon: 'Presentation',
            title: 'Train-the-Trainer',
            description:
              'New facilitators hear the facilitator guide, timing notes and answers to the questions that always come up, so each delivery matches the original design.',
            ask: 'How long should the module 2 exercise run?',
            firstStep:
              'Your facilitator guide: the timing note for that exercise and the question that usually comes up.',
          },
        ],
      },
      {
        heading: 'External',
        items: [
          {
            icon: 'Briefcase',
            title: 'White-Labeled Post-Workshop Support',
            description:
              'After a workshop, your client’s learners call a line under your brand and hear your method, tools and checklists step by step while they apply them on the job.',
            ask: 'What was the checklist from the workshop for a first meeting?',
            firstStep: 'From the workshop materials: the checklist’s first item, then the rest in order.',
          },
          {
            icon: 'BookOpen',
            title: 'Reinforcement Between Modules',
            description:
              'Learners in multi-week programs call between sessions to review key steps and prepare for the next module, without logging back into a course portal.',
            ask: 'What do I need to prepare before module 3?',
            firstStep: 'From the program guide: the reading and the exercise due before the next session.',
          },
          {
            icon: 'Users',
            title: 'Customer Education',
            description:
              'Product companies give customers a number for how-to questions after their onboarding sessions, with answers drawn from the product training material.',
            ask: 'How do I connect the second location in the settings?',
            firstStep: 'From your product’s onboarding guide: where the setting is, then each step in order.',
          },
          {
            icon: 'CalendarCheck',
            title: 'Enrollment & Course Logistics',
            description:
              'Prospective learners hear prerequisites, what to bring, how to reschedule and what each course covers, so coordinators stop answering the same enrollment questions.',
            ask: 'What do I need before I enroll in the advanced course?',
            firstStep: 'From the course catalog: the prerequisites and what to bring on the first day.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why L&D teams and training providers choose Pocket Mentor',
    items: [
      'Answers from your own course material, job aids and checklists',
      'No LMS integration, app or learner login',
      'Works on any phone, for learners with no desk or work email',
      'Available 24/7, long after the session ends',
      'White-label ready for consultants and training providers',
      'No learner data collected or stored',
      'Set up in days, without capital spend',
    ],
  },

  story: {
    title: 'Three days in class, and the weeks after',
    subtitle: 'A training provider teaching problem-solving to frontline supervisors',
    paragraphs: [
      'Imagine a training company that runs a 3-day course in structured problem-solving for frontline supervisors at client sites. Attendees leave with a workbook, a set of templates and good intentions. A few weeks later, many have slipped back to fixing the same problems the old way, and the trainers are still fielding follow-up questions by email.',
      'The company loads its workbook, templates, facilitator notes and worked examples into Pocket Mentor under its own brand. Its lead facilitator records how they coach a supervisor through a root-cause session that has stalled.',
      'Back at work, a shift supervisor faces a packaging jam that keeps coming back. Instead of digging for the workbook, the supervisor calls the number printed on the course card and hears the steps: state the problem plainly, go and see it on the line, keep asking why until the cause is something the team can act on, then assign an owner and a date to check the fix.',
      'The client sees supervisors using the method long after the course ends. The training company now includes the line in every engagement, and its facilitators answer far fewer repeat emails.',
    ],
    outcomes: [
      'Learner engagement after the course could rise 4x',
      'Rework from recurring problems could be cut by 40%',
      'Fewer follow-up emails to facilitators',
      'A branded support line that extends every engagement',
    ],
  },

  closing: {
    heading: 'Pick one course that doesn’t stick',
    body: 'Bring the program your learners forget fastest to a 15-minute discovery call. We’ll show you how Pocket Mentor would carry it from the classroom to the job.',
    cta: { label: 'Contact Sales', href: '/contact' },
  },
};

export { content };
