import type { Card } from './types';

/**
 * The 'no infrastructure' list every industry page shows (spec §1 claims). Page-specific framing
 * lives in each industry's `noInfrastructure` heading and intro.
 */
export const noInfrastructure: Card[] = [
  {
    icon: 'Smartphone',
    title: 'No app, login or portal',
    description:
      'Nothing to download, no account to create, no password to forget. A call or a text is the whole interface.',
  },
  {
    icon: 'WifiOff',
    title: 'No Wi-Fi or data needed',
    description:
      'It works over an ordinary voice call or SMS, in noisy, remote, low-connectivity and air-gapped settings.',
  },
  {
    icon: 'PlugZap',
    title: 'No hardware or integration',
    description:
      'No devices to buy and no systems to connect. Pocket Mentor works from the documents you already have.',
  },
  {
    icon: 'PiggyBank',
    title: 'No capital spend',
    description: 'Nothing to install or maintain on site, so there is no capital project to approve before you start.',
  },
  {
    icon: 'Phone',
    title: 'Any phone',
    description: 'Smartphone, flip phone, desk phone or the handset in the truck: if it can make a call, it works.',
  },
  {
    icon: 'Clock',
    title: 'Available 24/7',
    description: 'Every shift, weekend and holiday gets the same answer, without waiting for someone to pick up.',
  },
];

/** Said under every 'Story of Potential' and every illustrative figure. */
export const illustrativeNote =
  'An illustrative scenario, not a customer result: outcomes depend on your content, your teams and your rollout.';

/** Fixed wording inside content blocks (src/components/sections/blocks). */
export const blockLabels = {
  /** Before a step's number: "Phase 1". */
  phase: 'Phase',
  /** Read before a numbered step's title by screen readers: "Step 1: ". */
  step: (n: number) => `Step ${n}: `,
  /** A rule's number on the community page: "Rule 1". */
  rule: 'Rule',
  /** The eyebrow over the 'no infrastructure' benefits. */
  noInfrastructure: 'No infrastructure',
  storyOutcomes: 'Outcomes to aim for',
  /** A story's call, for screen readers: "Call excerpt: Line lead". */
  callExcerpt: 'Call excerpt',
  /** Over the mentor's first answer in a story's call. */
  firstStep: 'step 1',
  caseProblem: 'Problem',
  caseSolution: 'Solution',
  caseMetrics: 'Expected metrics',
  /** Before the featured news item's category: "Featured · Product". */
  featured: 'Featured',
  /** Above a leader card's list of what the role owns. */
  responsibleFor: 'Responsible for',
  /** The badge on the illustrative-content banner. */
  illustrative: 'Illustrative',
  /** After a table block's heading, naming its scrollable region: "Support plans: table". */
  table: 'table',
};
