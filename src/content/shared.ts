import type { IconName } from '@/components/ui/icon-names';

/**
 * The 'no infrastructure' promise every industry page makes once (spec §1 claims), as one compact strip of short
 * labels; what it means for that industry is said in its own words in its `noInfrastructure` heading and intro.
 */
export const noInfrastructure: readonly { icon: IconName; label: string }[] = [
  { icon: 'Smartphone', label: 'No app, login or portal' },
  { icon: 'WifiOff', label: 'No Wi-Fi or data needed' },
  { icon: 'PlugZap', label: 'No hardware or integration' },
  { icon: 'PiggyBank', label: 'No capital spend' },
  { icon: 'Phone', label: 'Any phone: smart, flip or desk' },
  { icon: 'Clock', label: 'Available 24/7' },
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
  /** Over a solution page's benefits (its own band, or the panel beside the problem). */
  whatChanges: 'What changes',
  /** Beside an industry's problem statement, over the settings its calls come from. */
  whoCalls: 'Where the calls come from',
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
