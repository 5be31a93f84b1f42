import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Healthcare: Spoken Protocol Guidance for Care Teams',
    description:
      'Nurses, front-desk, lab, imaging and home health staff call one number for step-by-step guidance from your policies. Built for HIPAA compliance. No app.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Healthcare',
    title: 'Your protocols, spoken at the bedside, on any phone',
    tagline:
      'Nurses, registrars, lab techs and home health clinicians call one number and hear your organization’s own policies, one step at a time. Gloves stay on and eyes stay on the patient.',
    cta: { label: 'Request a Clinical Demo', href: '/contact' },
    snippet: {
      caller: 'Med-surg nurse, night shift',
      question: 'Bed 12’s pump is alarming downstream occlusion. What’s our process?',
      answer: [
        'Your IV therapy policy: check that every clamp between pump and patient is open and the line isn’t kinked.',
        'Next, assess the site for swelling, coolness or leaking before you restart the infusion.',
        'If it alarms again, stop the infusion and follow the site-assessment and restart steps.',
      ],
    },
  },

  problem: {
    heading: 'The policy exists. Finding it in the middle of a shift is the problem.',
    paragraphs: [
      'Every hospital, clinic and agency keeps a policy library. It lives on the intranet, behind a login, under titles written by a committee. A nurse with a pump alarming and a call light on next door has no time to search it, so the question goes to the charge nurse, who is already covering a rapid response.',
      'Turnover and staffing gaps make it harder. Float, travel and agency nurses arrive on units that each do things a little differently. New front-desk hires learn registration and eligibility checks in a hurry, and the mistakes surface weeks later as denials. Lab and imaging techs cover overnight benches while the senior tech who knows the analyzer’s quirks is off.',
      'Home health staff face the same questions with nobody down the hall. They work in patients’ kitchens and living rooms, often on one bar of signal, where a tablet that can’t load the procedure manual is no help. Meanwhile the nurses and techs who carry decades of practical judgment are retiring, and much of what they know was never written down.',
    ],
  },

  noInfrastructure: {
    heading: 'Nothing new on the workstation, nothing added to the EHR',
    intro:
      'Clinical IT queues are long and every new tool competes for another login. Pocket Mentor asks for neither: no EHR integration, no new device to carry, charge or wipe down, and no Wi-Fi needed in the basement lab or a rural patient’s home.',
  },

  benefits: {
    heading: 'Built around the way care teams actually work',
    intro:
      'Pocket Mentor answers from your approved policies and procedures. It supports clinical judgment and your escalation paths; it is not a substitute for them.',
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Built for HIPAA compliance',
        description:
          'Designed for regulated care settings, and it collects no user data. Staff ask about the procedure, not the patient, so nothing from the chart is needed on the call.',
      },
      {
        icon: 'Stethoscope',
        title: 'Hands-free at the point of care',
        description:
          'A nurse gowned and gloved for isolation can hear the next step of a dressing change or pump check without leaving the room to find a workstation.',
      },
      {
        icon: 'Users',
        title: 'Float and travel staff, oriented faster',
        description:
          'Unit-specific routines, from code cart checks to post-op vitals schedules, are a call away, so float and agency nurses work to your standards from their first shift.',
      },
      {
        icon: 'BookOpenCheck',
        title: 'Your experts’ judgment, kept',
        description:
          'Record the wound care nurse, the senior lab tech or the veteran scheduler talking through their tricky cases. When they retire, the guidance stays with the team.',
      },
      {
        icon: 'TrendingDown',
        title: 'Fewer interruptions for charge nurses',
        description:
          'Routine “how do we do this here?” questions are answered on the call, so charge nurses, house supervisors and lead techs stay with the problems that need them.',
      },
      {
        icon: 'Clock',
        title: 'Nights and holidays covered',
        description:
          'Available 24/7, so a holiday skeleton crew hears the same steps the weekday team follows, without waiting for the educator’s office to open.',
      },
    ],
  },

  useCases: {
    heading: 'From the nurses’ station to the patient’s kitchen table',
    intro:
      'Each care setting loads its own policies, so the lab hears lab procedures and home health hears the agency’s visit protocols, all from one number.',
    groups: [
      {
        heading: 'Care settings',
        items: [
          {
            icon: 'Syringe',
            title: 'Clinical',
            description:
              'Pump alarms, MAR clarifications, isolation PPE sequences, blood transfusion verification and code cart checks, talked through from your nursing policies while the nurse stays at the bedside.',
            ask: 'Pump is alarming downstream occlusion. What’s our process?',
            firstStep:
              'Your IV therapy policy: check every clamp between pump and patient is open and the line isn’t kinked.',
          },
          {
            icon: 'ClipboardCheck',
            title: 'Admin & Front Desk',
            description:
              'Registration, insurance eligibility checks, prior authorization steps and what to do when a patient arrives without a referral. New hires follow your front-desk procedures from their first day.',
            ask: 'Patient is here without a referral. Can I still check them in?',
            firstStep:
              'Your registration procedure: check whether their plan requires one, then call the referring office before you book.',
          },
          {
            icon: 'Microscope',
            title: 'Labs & Imaging',
            description:
              'Specimen rejection criteria, QC out-of-range steps, critical-value callbacks and contrast screening checklists, guided from your lab and radiology procedures for the tech alone on the overnight bench.',
            ask: 'QC is out of range on the chemistry analyzer. What do I do?',
            firstStep:
              'Your QC procedure: hold patient results on that analyzer, then rerun the control from a fresh vial.',
          },
          {
            icon: 'HeartHandshake',
            title: 'Home Health',
            description:
              'Wound vac alarms, start-of-care assessment steps, bag technique and what to do when a patient’s supplies run short, spoken from your agency’s protocols in homes with weak signal.',
            ask: 'The wound vac is alarming for a leak. How do I find it?',
            firstStep:
              'Your agency’s protocol: listen along the dressing edges and the tubing joints, and patch any leak you find.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'What clinical and operations leaders get',
    items: [
      'Answers from your own approved policies, procedures and protocols',
      'Designed to point staff to your escalation paths, not around them',
      'No EHR integration, app, login or new hardware',
      'No user data collected or stored on any call',
      'Works on any phone, in basement labs and in rural homes with weak signal',
      'Senior nurses’ and techs’ know-how captured before they retire',
      'Live in days, with no capital request to file',
    ],
  },

  story: {
    title: 'The first night on an unfamiliar unit',
    subtitle: 'A regional hospital that covers nights with float-pool and travel nurses',
    paragraphs: [
      'Imagine a regional hospital that fills its night shifts with float-pool and travel nurses. Each unit runs a little differently. Telemetry has its own routine for lead changes, the surgical floor has its own post-op vitals schedule, and every unit stocks its code cart its own way. The policies exist, but they sit in an intranet library few people can search quickly at the bedside.',
      'The hospital loads its nursing policies, unit procedures and blood bank protocols into Pocket Mentor. Its most experienced charge nurses record the questions they hear most from new staff, and how they answer them. The nurse educator reviews every answer before it goes live.',
      'On a travel nurse’s first night on the surgical floor, a patient receiving blood spikes a fever and starts to shiver. The charge nurse is at a rapid response down the hall. The nurse calls the number and hears the unit’s transfusion reaction steps in order: stop the transfusion, keep the line open per policy, take vitals, notify the provider and the blood bank, and what to send back to the blood bank.',
      'Nothing on the call touches the EHR, and no patient details are needed to ask the question. The charge nurse comes back to a patient already being managed by policy, and the educator knows every float nurse hears the same sequence.',
    ],
    outcomes: [
      'Onboarding time for float and travel nurses could be cut by 60%',
      'Fewer routine questions pulling charge nurses off the floor',
      'The same unit-specific steps on days, nights and weekends',
      'Senior nurses’ practical know-how kept after they retire',
    ],
  },

  closing: {
    heading: 'Hear one of your protocols talked through',
    body: 'In a 15-minute discovery call, pick a policy your new staff find hard to follow. We’ll show you how Pocket Mentor would walk a nurse, a registrar or a tech through it.',
    cta: { label: 'Request a Clinical Demo', href: '/contact' },
  },
};

export { content };
