import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Consulting: Put Your Methods on a Line Clients Can Call',
    description:
      'Consultants put their frameworks, playbooks and workshop material on a phone line, white-labelled, so client teams get spoken guidance after the engagement.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Consulting',
    title: 'Your methods keep working after the engagement ends',
    tagline:
      'Load your frameworks, playbooks and workshop material, and your clients’ teams call a number, under your brand if you like, for step-by-step guidance long after you leave the site.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'Shift supervisor, the week after a lean workshop',
      question: 'I’m running our first daily huddle tomorrow. How should I start it?',
      answer: [
        'From your workshop playbook: keep it standing, at the board, and inside the time limit your team agreed on.',
        'Review yesterday’s results against target first, then today’s risks for safety, quality and delivery.',
        'Give each open issue an owner and a date, and raise anything you can’t solve to the next tier.',
      ],
    },
  },

  problem: {
    heading: 'The workshop ends. The questions start.',
    paragraphs: [
      'Most engagements follow the same arc. The consultant diagnoses, designs and trains, the client’s team leaves the room motivated, and within weeks the new way of working starts to slip. Not because people disagree with it, but because the first real question comes up on a Tuesday afternoon and the person who could answer it is already at the next client.',
      'Clients feel the gap, and so do firms. Follow-up emails and calls eat into billable time. Implementation stalls, and the results promised in the final report take longer to appear. A firm’s reputation depends on whether its method sticks, yet it has almost no presence once the engagement closes.',
      'Inside the firm, the same problem repeats. New analysts and associates learn the methodology by shadowing a partner whose calendar is full. Senior consultants carry the judgment that makes a framework work in the field, and when they leave, much of the firm’s intellectual property leaves with them.',
    ],
  },

  noInfrastructure: {
    heading: 'Nothing for your client’s IT department to approve',
    intro:
      'Consultants rarely control the client’s systems, and a new app can spend months in procurement and security review. A phone number needs none of that, so your method reaches the supervisor on the floor and the technician in the field within days of the workshop.',
  },

  benefits: {
    heading: 'What a phone line adds to your practice',
    items: [
      {
        icon: 'Handshake',
        title: 'Your brand on the line',
        description:
          'White-label the service so clients call a number that carries your firm’s name and uses your terminology, keeping the relationship with you rather than a software vendor.',
      },
      {
        icon: 'RefreshCw',
        title: 'Methods that stick after you leave',
        description:
          'Participants call for the steps of a process they learned in your workshop, so training turns into habit instead of fading before the next review.',
      },
      {
        icon: 'Clock',
        title: 'Client support that doesn’t drain your calendar',
        description:
          'Routine follow-up questions are answered from your own material, 24/7, so consultants spend their hours on the problems that need real judgment.',
      },
      {
        icon: 'GraduationCap',
        title: 'Faster ramp for new consultants',
        description:
          'Analysts and associates hear the firm’s methodology, templates and engagement standards on demand, instead of waiting for a partner to find time between client meetings.',
      },
      {
        icon: 'Lightbulb',
        title: 'Your IP, captured and consistent',
        description:
          'Record senior consultants explaining how they adapt a framework in the field. Every team hears the same method, and it stays with the firm when people move on.',
      },
      {
        icon: 'Rocket',
        title: 'A new offer, live in days',
        description:
          'With no app, integration or hardware involved, a post-engagement support line can be written into a proposal and running within days of the kickoff.',
      },
    ],
  },

  useCases: {
    heading: 'Inside your firm and in front of your clients',
    intro:
      'Load different material for different audiences: internal playbooks for your own people, and engagement-specific guidance for each client.',
    groups: [
      {
        heading: 'Your practice',
        items: [
          {
            icon: 'Headphones',
            title: 'Internal Support',
            description:
              'Engagement setup steps, proposal and SOW templates, quality review checklists and expense rules, answered for consultants on the road so the operations team fields fewer repeat questions.',
            ask: 'Client wants a change to the SOW mid-engagement. What’s our process?',
            firstStep:
              'Your change-order routine: write the change, its effect on scope, fee and dates, and get the engagement lead’s sign-off.',
          },
          {
            icon: 'Compass',
            title: 'Field Mentorship',
            description:
              'Junior consultants on a client site call for the senior team’s approach to a diagnostic interview, a value-stream walk or a difficult steering committee, explained the way the partner would.',
            ask: 'Starting my first diagnostic interview. How does the team open it?',
            firstStep:
              'Your interview guide: state the purpose and confidentiality, then ask the person to walk you through a normal shift.',
          },
          {
            icon: 'UserCheck',
            title: 'Solo Advisor',
            description:
              'An independent consultant puts their method on a line that answers clients between sessions, so the practice can take on more work without the advisor becoming the bottleneck.',
            ask: 'I’m stuck on step two of the pricing review we did. What was it?',
            firstStep:
              'Step two of the method: list every price exception from the last quarter and who approved each one.',
          },
        ],
      },
      {
        heading: 'Customer-facing',
        intro: 'Lines your clients call, branded as yours.',
        items: [
          {
            icon: 'Users',
            title: 'Client Enablement',
            description:
              'Hand over a rollout with a number the client’s supervisors and frontline staff can call about the new process, so adoption holds after the implementation team rolls off.',
            ask: 'How do I run the new huddle board the consultants set up?',
            firstStep:
              'Your huddle standard: start with yesterday’s misses, one owner per issue, fifteen minutes at most.',
          },
          {
            icon: 'Layers',
            title: 'Advisory Models',
            description:
              'Package your framework as an ongoing service: clients subscribe to a guidance line built on your methodology, which keeps you involved between project engagements.',
            ask: 'How does the framework say to rank these initiatives?',
            firstStep:
              'Your framework’s first pass: score each initiative on value and effort, then discuss only the top right.',
          },
          {
            icon: 'Presentation',
            title: 'Post-Workshop Support Line',
            description:
              'After a workshop, participants call a white-labelled line under your brand to hear the steps, tools and examples from the session at the moment they first try them.',
            ask: 'What were the three questions for a root-cause session?',
            firstStep: 'From the workshop: first, what exactly happened, and where and when did it start?',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why consultants add Pocket Mentor to an engagement',
    items: [
      'Answers from your own frameworks, playbooks and workshop material',
      'White-label use, so the line carries your brand',
      'Nothing for clients to install, and no access to their systems needed',
      'Works on any phone, for office teams and field crews alike',
      'No caller data collected or stored, for you or your client',
      'Senior consultants’ field judgment captured as firm IP',
      'Deployable in days, in time for the next workshop',
    ],
  },

  story: {
    title: 'After the 3-day course',
    subtitle: 'A boutique operations consultancy rolling out standard work across a client’s distribution centers',
    paragraphs: [
      'Imagine a boutique operations consultancy that runs a 3-day training course on standard work and daily huddles for a client’s shift supervisors. The sessions go well. The trouble starts the following month, when supervisors are back on their own floors with questions and the consultants have moved on to the next site.',
      'The firm loads its course material, huddle board templates and coaching guides into Pocket Mentor and white-labels the line under its own name. Its senior consultant records how they coach a supervisor through a first huddle that goes badly, along with answers to the questions every cohort asks.',
      'A night-shift supervisor who took the course calls before their first solo huddle. The line answers in the firm’s words: how to lay out the board, what to cover first, and how to handle an issue nobody owns. The supervisor hears the same guidance the classroom did, at the moment it matters.',
      'The client sees the method hold across shifts and sites. The consultancy gains a support offer it can include in every proposal, and its consultants field fewer follow-up calls.',
    ],
    outcomes: [
      'Engagement with the method after the course could rise 4x',
      'Onboarding time for new supervisors could be cut by 60%',
      'Fewer follow-up calls landing on the consulting team',
      'A branded support line to include in future proposals',
    ],
  },

  closing: {
    heading: 'Talk through the engagement you want to extend',
    body: 'In a 15-minute discovery call, tell us about a workshop or rollout whose results fade too quickly. We’ll sketch how a line under your brand could keep your clients on method.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
  },
};

export { content };
