import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'IT Support: Spoken Runbooks for Techs and Service Desks',
    description:
      'Service desk, deskside, network and security teams call one number to talk through your own runbooks, step by step. No agent, no integration, live in days.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for IT',
    title: 'Your runbooks, read aloud when both hands are busy',
    tagline:
      'When a tech is under a desk or deep in a data hall, the runbook comes to them: one phone number, your own troubleshooting trees, one step at a time. No agent to deploy and nothing to integrate.',
    cta: { label: 'Get an IT Demo', href: '/contact' },
    snippet: {
      caller: 'Field tech, branch office wiring closet',
      question: 'Port 14 on the IDF switch is amber and the register is offline. What first?',
      answer: [
        'Your branch network runbook: reseat the patch cable at both ends and check for damage.',
        'Next, confirm the port’s VLAN matches the label on the patch panel.',
        'Still amber? Move it to a spare port, note both numbers, and call the NOC.',
      ],
    },
  },

  problem: {
    heading: 'The runbook is on the wiki. The tech is in the wiring closet.',
    paragraphs: [
      'IT knowledge is scattered across wikis, ticket histories, old chat threads and the heads of a few senior engineers. When a new service desk hire gets a call they haven’t seen before, they search, guess or escalate. Tier 2 fills up with tickets tier 1 could have closed.',
      'Service desk turnover is constant, and every new agent needs weeks of shadowing before they can work the queue alone. Field and deskside techs work in wiring closets, data halls and branch offices, with a laptop balanced on a rack shelf and documentation stored on the very network that just went down.',
      'Then there are the people who built it all. The engineer who knows why the core switch is configured that way, or which legacy server must never be rebooted during month-end close, is one resignation away from taking that knowledge with them.',
    ],
  },

  noInfrastructure: {
    heading: 'Works when the network doesn’t',
    intro:
      'IT teams are rightly wary of one more agent, integration or login. Pocket Mentor adds none of them: it runs over an ordinary phone call, so it still answers during an outage, in a data hall with no Wi-Fi, or beside an air-gapped system.',
  },

  benefits: {
    heading: 'Fewer escalations, faster ramp, the same answer every time',
    items: [
      {
        icon: 'MessagesSquare',
        title: 'Tier 1 closes more',
        description:
          'New agents hear your troubleshooting trees step by step, so password resets, MFA re-enrollment and printer mapping stop bouncing to tier 2.',
      },
      {
        icon: 'Timer',
        title: 'New hires productive sooner',
        description:
          'Onboarding could be cut by up to 80% when new agents and techs have your runbooks on call from their first shift, instead of shadowing for weeks.',
      },
      {
        icon: 'WifiOff',
        title: 'Guidance during the outage',
        description:
          'When the WAN link is down, the wiki usually goes with it. A voice call still gets the tech to the failover steps in your runbook.',
      },
      {
        icon: 'Brain',
        title: 'Senior engineers, on record',
        description:
          'Capture the architect’s walk-through of the legacy systems, the change-window gotchas and the rollback steps. The knowledge stays when the person moves on.',
      },
      {
        icon: 'Lock',
        title: 'No agent, no integration',
        description:
          'Pocket Mentor needs no integration with your endpoints, directory or ticketing system, and it collects no user data, so there is no agent to deploy and no connector to maintain.',
      },
      {
        icon: 'PhoneCall',
        title: 'Anyone can be remote hands',
        description:
          'A store manager or site receptionist can be walked through power-cycling the router or reading link lights, so a truck roll isn’t the first answer.',
      },
    ],
  },

  useCases: {
    heading: 'From the service desk to the SOC',
    intro:
      'Start with the teams where questions pile up. Each one gets guidance from its own runbooks, playbooks and KB articles.',
    groups: [
      {
        heading: 'IT teams',
        items: [
          {
            icon: 'Headphones',
            title: 'Service Desk',
            description:
              'Password resets, MFA re-enrollment, VPN faults and the approved script for a locked-out executive, guided from your knowledge base so every agent gives the same answer.',
            ask: 'An executive is locked out before a board meeting. What’s the script?',
            firstStep:
              'Your VIP lockout script: verify identity with the approved questions first, then follow the standard reset.',
          },
          {
            icon: 'Wrench',
            title: 'Field & Deskside Support',
            description:
              'Laptop imaging, new-hire setups, printer and docking station issues and conference room AV, talked through while the tech is under a desk with both hands busy.',
            ask: 'The new dock won’t drive the second monitor. What do I try?',
            firstStep:
              'Your deskside runbook: update the dock firmware from the approved package, then reseat the display cable.',
          },
          {
            icon: 'Cpu',
            title: 'Network & Infrastructure',
            description:
              'Failover to the backup circuit, switch swaps, UPS alarms and change-window rollback steps, on call in the data hall or the wiring closet, even while the network is down.',
            ask: 'Primary circuit is down. How do we fail over?',
            firstStep:
              'Your failover runbook: confirm the outage with the carrier’s status, then announce the change in the ops channel.',
          },
          {
            icon: 'ShieldAlert',
            title: 'Security Operations',
            description:
              'Phishing triage, account containment and evidence-handling checklists from your incident response playbooks, so a junior analyst follows the plan in order during an overnight alert.',
            ask: 'User clicked a phishing link. What are the containment steps?',
            firstStep:
              'Your incident playbook: disable the user’s sessions and reset the password before you start the investigation.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why IT teams say yes to it',
    items: [
      'Answers from your runbooks, KB articles and troubleshooting trees',
      'No endpoint agent, SSO setup or system integration',
      'No caller data collected or stored, and no access to your environment',
      'Works over a voice call during outages and in air-gapped rooms',
      'Available 24/7 for on-call engineers and overnight analysts',
      'Live in days, with no hardware or capital spend',
    ],
  },

  story: {
    title: 'When only one engineer knows the branch network',
    subtitle: 'A lean IT team supporting dozens of branch offices',
    paragraphs: [
      'Imagine a lean IT team supporting dozens of branch offices from headquarters. The service desk turns over often, and most branch problems end up with the one network engineer who designed the branch setup. Every outage starts with a call to that engineer, whatever the hour.',
      'The team loads its runbooks, KB articles and branch network notes into Pocket Mentor. The engineer spends a few sessions recording how they troubleshoot a dead branch: which lights to read on the router, when to power-cycle, how to fail over to the backup circuit, and when to send a truck.',
      'Now when a branch goes dark, the branch manager calls the number and is walked through the first checks as remote hands. New service desk agents call the same number between tickets to hear how the team handles an MFA reset or a VPN fault. The engineer’s phone rings only for problems that need an engineer.',
    ],
    outcomes: [
      'Service desk onboarding could be cut by up to 80%',
      'Fewer routine branch issues reaching the service desk as tickets',
      'Fewer after-hours escalations to the network engineer',
      'Branch troubleshooting knowledge kept if the engineer moves on',
    ],
  },

  closing: {
    heading: 'Put one runbook on the phone and listen',
    body: 'Bring the runbook that generates the most escalations to a 15-minute discovery call. We’ll show you how it sounds to the tech on the other end of the line.',
    cta: { label: 'Get an IT Demo', href: '/contact' },
  },
};

export { content };
