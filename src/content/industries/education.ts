import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Education: Policy Answers for Students and Staff by Phone',
    description:
      'Students, instructors and school staff call or text one number for answers from your own catalog, handbooks and office procedures. No app, no login, 24/7.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Education',
    title: 'Your catalog, handbooks and procedures, answered by phone',
    tagline:
      'Students, instructors and office staff call or text one number and hear your school’s own policies, step by step. No app to download and no portal to log in to.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Adjunct instructor, evening section',
      question: 'A student says they’re too sick to finish the final. What’s our process for an incomplete?',
      answer: [
        'Your academic policy: an incomplete needs most of the coursework done and a documented reason.',
        'Fill in the incomplete grade form with the remaining work and a completion deadline, and have the student sign it.',
        'Send the form to your department chair before final grades are due.',
      ],
    },
  },

  problem: {
    heading: 'The answer is in the handbook. The office that knows it closed at five.',
    paragraphs: [
      'Students rarely have questions during office hours. They find the registration hold at night, learn about the missing financial aid document on a weekend, and realize the add deadline is tomorrow while working a late shift. The answer is somewhere on the website, in the catalog or in a portal they can’t log in to, so they wait, guess or give up.',
      'Instructors and staff face their own version. Adjuncts and substitutes walk into classrooms with a thin orientation and a long handbook. Attendance codes, grade submission, incident reports and lockdown procedures all have a right way, and new people learn it by asking whoever is in the next room.',
      'Behind the counter, turnover in the registrar’s office, financial aid and the front office keeps the training load high. The long-serving staff who know every exception and workaround are retiring, and much of what they know was never written down. In shop classes, labs and rural districts, a screen is not always the easy way to look something up.',
    ],
  },

  noInfrastructure: {
    heading: 'No new app for students, no new password for staff',
    intro:
      'Schools already ask people to juggle an LMS, a student portal and a stack of passwords. Pocket Mentor adds none of them: anyone with a phone can call or text, from a residence hall, a school bus or a welding shop with no Wi-Fi.',
  },

  benefits: {
    heading: 'Where it helps a school or college',
    intro:
      'Pocket Mentor answers from the policies and procedures your school approves, and points people to the right office when a question needs a person.',
    items: [
      {
        icon: 'Clock',
        title: 'Answers after the offices close',
        description:
          'Students ask about add/drop deadlines, registration holds and transcript requests at night and on weekends, and hear your current policy instead of last year’s forum post.',
      },
      {
        icon: 'UserPlus',
        title: 'Adjuncts and substitutes ready on day one',
        description:
          'Attendance codes, grade submission steps, incident reporting and room procedures are a call away, so part-time instructors follow the same rules as full-time faculty.',
      },
      {
        icon: 'MessagesSquare',
        title: 'One answer, whoever is asked',
        description:
          'Advisors, front-office staff and student workers give the same answer on withdrawals, financial aid steps and deadlines, because they all draw from one approved source.',
      },
      {
        icon: 'TrendingDown',
        title: 'A lighter help desk queue',
        description:
          'Password resets, LMS submission problems and classroom projector issues are talked through step by step, so fewer of them reach your IT staff as tickets.',
      },
      {
        icon: 'Brain',
        title: 'Long-serving staff know-how, kept',
        description:
          'Record the veteran registrar or the shop instructor explaining the exceptions and safety habits they never wrote down, so the next hire hears them too.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Nothing stored about the caller',
        description:
          'No user data is collected or stored, so a student can ask about an appeal or a hold without creating a record, and no call touches your student information system.',
      },
    ],
  },

  useCases: {
    heading: 'For the people who learn, teach and run the school',
    intro:
      'Each audience gets answers from its own documents: students hear the catalog and handbook, faculty hear the faculty handbook, and office staff hear their desk procedures.',
    groups: [
      {
        heading: 'Who calls',
        items: [
          {
            icon: 'BookOpen',
            title: 'Students',
            description:
              'Registration holds, add/drop and withdrawal deadlines, financial aid document steps, housing move-in rules and where to find tutoring, answered from your catalog and student handbook at any hour.',
            ask: 'There’s a hold on my registration. How do I clear it?',
            firstStep:
              'The registrar’s process: check which office placed the hold in the student portal, then contact that office.',
          },
          {
            icon: 'Presentation',
            title: 'Instructors & Staff',
            description:
              'Grade submission, attendance codes, lockdown and evacuation procedures, lab and shop safety steps and how to file an incident report, spoken from your faculty and staff handbooks between classes.',
            ask: 'A student got a minor burn in the shop. How do I report it?',
            firstStep:
              'Your shop safety procedure: give first aid from the shop kit, then file the incident report before the end of the day.',
          },
          {
            icon: 'School',
            title: 'Institutions & Administrators',
            description:
              'Put enrollment, records, purchasing and HR procedures on one number for front-office staff and new administrators, and keep long-serving staff knowledge when they retire.',
            ask: 'A parent wants a copy of a transcript. What can I release?',
            firstStep:
              'Your records policy: verify the requester’s identity and their right to the record before releasing anything.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Fits the way a campus already runs',
    items: [
      'Answers from your own catalog, handbooks and office procedures',
      'No app, portal or password for students or staff',
      'Works on any phone, from residence halls to rural bus routes',
      'Available 24/7, including weekends and term breaks',
      'No data collected or stored on the students and staff who call',
      'Long-serving staff knowledge captured before they leave',
      'Live in days, whether between terms or mid-year',
    ],
  },

  story: {
    title: 'The first week of term, after the offices close',
    subtitle: 'A community college with a lean student services team',
    paragraphs: [
      'Imagine a community college at the start of fall term. The registrar’s and financial aid phones ring all day with the same few questions: why is there a hold on my account, when is the last day to add a class, which document is still missing. Once the offices close, those questions wait until morning, and a student who misses a deadline by one night can lose a seat.',
      'The college loads its catalog, academic calendar, student handbook and office procedures into Pocket Mentor. The registrar and the senior financial aid advisor record how they handle the exceptions they hear most. Student services reviews every answer before the line goes live.',
      'On a Sunday evening, a first-generation student on a break at work calls the number. They hear why the hold is there, which form clears it and that the add deadline is Monday. The form is in before midnight, and the seat is kept.',
      'Monday morning, the line at the front counter is shorter. Staff spend their time on the cases that need a person, and adjunct instructors use the same number to check grade submission and attendance steps.',
    ],
    outcomes: [
      'Fewer routine questions reaching student services in the first weeks of term',
      'New front-office staff could reach full speed sooner, with onboarding time cut by 80%',
      'The same answer from every office, every advisor and the phone line',
      'Registrar and financial aid know-how kept when long-serving staff retire',
    ],
  },

  closing: {
    heading: 'Pick the question your offices hear most',
    body: 'In a 15-minute discovery call, bring one policy students or new staff keep asking about. We’ll show you how Pocket Mentor would answer it, by phone or text, at any hour.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
