import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Professional Services: Firm Know-How on a Phone Call',
    description:
      'Associates, paralegals, drafters and HR staff call one number to hear your firm’s intake, billing and review procedures aloud. No app, no login, live in days.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Professional Services',
    title: 'Your firm’s way of working, one phone call away',
    tagline:
      'New associates, paralegals, project engineers and HR coordinators call a number and hear your firm’s procedures, templates and review steps in order. Partners get their time back for clients.',
    cta: { label: 'Schedule a Consultation', href: '/contact' },
    snippet: {
      caller: 'First-year associate, new client intake',
      question: 'We just signed a new client. What has to happen before I open the matter?',
      answer: [
        'Your intake procedure: run the conflict check first and record the result in the file.',
        'Send the engagement letter from the approved template. The matter stays closed until it’s countersigned.',
        'Then request the ID and ownership documents on the KYC checklist.',
      ],
    },
  },

  problem: {
    heading: 'Partners answer the same process questions every week',
    paragraphs: [
      'In most firms the procedures are written down somewhere: the intake checklist, the engagement letter templates, the document retention schedule, the QA/QC review steps. In practice, new staff ask whoever sits nearest, and the answer depends on who that is. Senior people spend non-billable hours repeating the same guidance.',
      'Turnover and hiring cycles keep that load high. Each new class of associates, staff accountants or junior drafters learns the firm’s conventions by trial and error. The mistakes show up later as write-offs, rejected time entries, conflict checks run late or drawing sets sent out without a second review.',
      'The knowledge that matters most sits with the people who built the practice: the senior paralegal who knows each court’s filing quirks, the controller who knows why one client’s accounts never tie out on the first pass, the principal who knows what the plan reviewer will flag. When they retire or move on, the firm relearns it the hard way.',
    ],
  },

  noInfrastructure: {
    heading: 'No new login for people who already have too many',
    intro:
      'Your teams already live in practice management, document management and time-entry systems. Pocket Mentor adds no new system and connects to none of them: staff call or text from any phone, at a desk, at a client’s office or on a site walk.',
  },

  benefits: {
    heading: 'Where the firm gets its hours back',
    items: [
      {
        icon: 'UserPlus',
        title: 'Faster ramp for new hires',
        description:
          'New associates and staff accountants hear the firm’s own way of handling intake, time entry and file naming, with onboarding cut by up to 80% once those answers are a call away.',
      },
      {
        icon: 'Clock',
        title: 'Senior time protected',
        description:
          'Routine “where is the template?” and “who signs off?” questions go to the phone line instead of a partner’s door, so senior people spend their hours on client work.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'One client experience, every office',
        description:
          'Every client hears the same onboarding steps, document requests and timelines, whichever office, team or practice group picks up the engagement.',
      },
      {
        icon: 'Lock',
        title: 'Confidentiality by design',
        description:
          'Pocket Mentor collects and stores no user data. Staff ask how the firm handles a task, so client names and matter details never need to come up on the call.',
      },
      {
        icon: 'Brain',
        title: 'Senior judgment on record',
        description:
          'Capture how your most experienced partners, paralegals and project managers approach the difficult cases, so their reasoning stays with the firm after they leave.',
      },
      {
        icon: 'Handshake',
        title: 'Your brand on the line',
        description:
          'Firms that support their own clients can run a white-label line, so callers hear the firm’s name and the firm’s guidance between meetings and after hours.',
      },
    ],
  },

  useCases: {
    heading: 'Across the practice, from first call to final invoice',
    intro:
      'Start with one practice area or run all five. Each draws only on the checklists, templates and policies that team already uses.',
    groups: [
      {
        heading: 'Practice areas',
        items: [
          {
            icon: 'UserPlus',
            title: 'Client Onboarding',
            description:
              'Conflict checks, engagement letters, KYC document requests and new-client setup, talked through in order so no file opens with a missing signature or an unchecked box.',
            ask: 'New client file. What comes before the engagement letter?',
            firstStep:
              'Your onboarding procedure: run the conflict check and wait for it to clear before anything goes to the client.',
          },
          {
            icon: 'Calculator',
            title: 'Legal & Financial',
            description:
              'Filing procedures, trust account rules, month-end close steps and reconciliation routines, spoken from your firm’s manuals for paralegals, bookkeepers and staff accountants working against a deadline.',
            ask: 'Filing due today. What’s on our pre-filing checklist?',
            firstStep:
              'Your filing procedure: confirm the court’s current formatting rules and that every exhibit is labeled.',
          },
          {
            icon: 'Ruler',
            title: 'Architecture & Engineering',
            description:
              'CAD standards, drawing set QA/QC, RFI and submittal handling, and site-visit checklists, ready on a job site where the laptop stays in the truck.',
            ask: 'What do I cover on a site-visit report?',
            firstStep:
              'Your site-visit checklist: date, weather and attendees first, then observations tied to drawing references.',
          },
          {
            icon: 'UserCheck',
            title: 'HR',
            description:
              'I-9 steps, leave requests, new-hire paperwork and the handbook questions staff ask most, answered from your own policies so the HR team fields fewer repeats.',
            ask: 'New hire starts Monday. When is the I-9 due?',
            firstStep:
              'Your I-9 steps: section 1 on or before the first day, and your review of their documents within three business days.',
          },
          {
            icon: 'FileText',
            title: 'Proposal & Engagement Delivery',
            description:
              'Proposal templates, pricing approval steps, kickoff checklists and closeout procedures, so every engagement starts and ends the way the firm intends.',
            ask: 'Who approves a discount on this proposal?',
            firstStep:
              'Your pricing approval steps: discounts above the standard rate go to the practice lead before the proposal is sent.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Reasons firms start with a phone line',
    items: [
      'Answers drawn from your firm’s manuals, templates and policies',
      'No app, portal or login for staff to remember',
      'No integration with practice management or document systems',
      'No user data collected or stored',
      'Works from the office, a client site or a job site, 24/7',
      'White-label option for firms that support their own clients',
      'Live in days, without a technology project',
    ],
  },

  story: {
    title: 'Month-end at a growing accounting firm',
    subtitle: 'A regional accounting and advisory firm onboarding a new class of staff accountants',
    paragraphs: [
      'Imagine a regional accounting and advisory firm that hires a new group of staff accountants every fall. Each one learns month-end close on client books by sitting beside a senior accountant. The written procedures sit in a shared folder, but the real method lives with two managers who have run those books for years.',
      'A new hire is handed a client’s bank reconciliation that won’t tie out. Without the managers’ shortcuts, it turns into 12 hours of reconciliation: rechecking deposits, chasing outstanding checks and emailing a manager who is out at another client.',
      'Now the firm loads its close checklist, reconciliation procedure and review notes into Pocket Mentor, and the two managers record how they track down the usual causes: timing differences, duplicated entries, deposits posted to the wrong period. The next new hire calls the number, hears the firm’s order of checks and brings a clean reconciliation to review.',
      'No client data is needed on the call and nothing connects to the firm’s accounting software. The managers spend review time on judgment calls instead of basics.',
    ],
    outcomes: [
      'Onboarding time for new staff accountants could be cut by 60%',
      'Fewer routine questions escalated to senior staff',
      'The same close procedure followed by every client team',
      'The managers’ reconciliation know-how kept with the firm',
    ],
  },

  closing: {
    heading: 'Bring the checklist your new hires struggle with',
    body: 'Book a 15-minute discovery call. Choose one procedure, from conflict checks to drawing review, and hear how it sounds as a call your newest hire could make today.',
    cta: { label: 'Schedule a Consultation', href: '/contact' },
  },
};

export { content };
