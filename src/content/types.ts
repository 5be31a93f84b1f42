/**
 * Content shapes. Every page's copy is typed data in src/content; components only render it.
 * Icons are referenced by name (see src/components/ui/icon-names.ts) so content stays plain data.
 */
import type { IconName } from '@/components/ui/icon-names';
import type { IndustrySlug } from '@/content/industry-tints';
import type { ComposedBody } from '@/schemas/composed';

export type { IconName };

/** A link or button. External links (http…) open in a new tab with rel="noopener noreferrer". */
export interface Cta {
  label: string;
  href: string;
}

/** Benefit card / feature card. */
export interface Card {
  title: string;
  description: string;
  icon: IconName;
}

/** A short spoken exchange shown in the phone-call visual. */
export interface CallSnippet {
  /** Who is calling, e.g. "HVAC technician, rooftop unit". */
  caller: string;
  /** What they say. */
  question: string;
  /** Pocket Mentor's spoken answer, one step per entry (2–3 steps). */
  answer: string[];
  /** Turns after the first answer (a follow-up question, a closing), shown and played in order. */
  more?: CallTurn[];
}

/** One turn of a call: who speaks, one line per entry (the mentor's lines are its numbered steps). */
export interface CallTurn {
  speaker: 'caller' | 'mentor';
  lines: string[];
}

/** A whole call as the sample-call player plays it: who is calling and the turns in order. */
export interface Call {
  caller: string;
  turns: CallTurn[];
}

/** 'A Story of Potential': an openly illustrative scenario. */
export interface Story {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** Outcomes of the scenario; illustrative, figures only from the spec's list. */
  outcomes: string[];
}

/** A page's <title> (complete, ≤ 60 characters; no suffix is appended) and meta description (70–160, unique). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * A routed page as its route file sees it, in one shape: its path and its head (title and description). Route
 * files pass it to the document shell (`<PageShell page={…}>`).
 */
export interface PageRef {
  path: string;
  meta: PageMeta;
}

/** The blog index's copy (src/content/pages/blog.ts) until it reads its content file: a composed page. */
export type ComposedPageContent = PageRef & ComposedBody;

/* ---------- Pages with their own template ---------- */

/** A section of a legal page: an h2 (listed in the page's table of contents), paragraphs, an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * A legal page (templates/legal-page.tsx): a quiet header (eyebrow, title, summary, last updated), the intro,
 * then sections, each an h2 in the table of contents. No sales button: it ends with a line saying whom to ask.
 */
export interface LegalPageContent extends PageRef {
  eyebrow: string;
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** The ISO date (YYYY-MM-DD) the text last changed, shown as "Last updated …" under the title. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
  /** The closing line's question, e.g. "Questions about this policy?" (followed by the email and phone). */
  questions: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    title: string;
    tagline: string;
    primary: Cta;
    secondary: Cta;
    snippet: CallSnippet;
    proof: string[];
  };
  whyTrainingFails: {
    eyebrow: string;
    heading: string;
    intro: string;
    points: { title: string; description: string; icon: IconName }[];
  };
  problems: { eyebrow: string; heading: string; intro: string; items: Card[] };
  pitch: {
    eyebrow: string;
    heading: string;
    paragraphs: string[];
    sourcesHeading: string;
    sources: string[];
    capture: { title: string; description: string };
    sms: { from: string; messages: { who: 'staff' | 'mentor'; text: string }[] };
  };
  stats: { heading: string; items: { value: string; label: string }[]; note: string };
  benefits: { eyebrow: string; heading: string; intro: string; items: Card[] };
  howItWorks: {
    eyebrow: string;
    heading: string;
    intro: string;
    steps: { title: string; description: string; icon: IconName }[];
    diagram: {
      documents: string[];
      phones: string[];
      /** Under the name in the middle of the diagram. */
      hub: string;
      /** The diagram in words, for screen readers. */
      caption: (documents: string, phones: string) => string;
    };
  };
  industries: { heading: string; intro: string; all: Cta };
  partners: { eyebrow: string; heading: string; intro: string; items: Card[]; primary: Cta; secondary: Cta; more: Cta };
  demo: { heading: string; body: string; cta: Cta };
}

export interface CommunityContent {
  hero: {
    eyebrow: string;
    title: string;
    tagline: string;
    join: string;
    /** The hero's diagram of one client project under the competition model (the rules below say it in full). */
    board: {
      list: string;
      project: string;
      projectNote: string;
      team: (n: number) => string;
      mvp: string;
      selected: string;
      selectedNote: string;
      others: string;
    };
  };
  founder: { eyebrow: string; heading: string; paragraphs: string[]; quote: string; attribution: string };
  mission: { eyebrow: string; statement: string; body: string };
  beliefs: { eyebrow: string; heading: string; intro: string; items: Card[] };
  competition: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** The six rules: the first three are how a project runs (shown as a flow), the rest the terms every team accepts. */
    points: { title: string; description: string; icon: IconName }[];
    flowLabel: string;
    termsLabel: string;
    note: string;
    join: string;
  };
  /** Ways to take part, each a tinted panel: what the space is for and how to start; `link` to the community site or the initiative. */
  ways: {
    eyebrow: string;
    heading: string;
    intro: string;
    items: {
      icon: IconName;
      tint: IndustrySlug;
      title: string;
      description: string;
      how: string;
      link?: { to: 'community' | 'initiative'; label: string };
    }[];
  };
  closing: { heading: string; body: string; join: string };
}

export interface ProductContent {
  hero: { eyebrow: string; title: string; tagline: string; primary: Cta; secondary: Cta; snippet: CallSnippet };
  whatItIs: { eyebrow: string; heading: string; paragraphs: string[]; facts: { label: string; value: string }[] };
  callFlow: {
    eyebrow: string;
    heading: string;
    intro: string;
    steps: { title: string; description: string; icon: IconName }[];
  };
  sources: { eyebrow: string; heading: string; intro: string; items: Card[] };
  capture: { eyebrow: string; heading: string; paragraphs: string[]; pointsHeading: string; points: string[] };
  benefits: { eyebrow: string; heading: string; intro: string; items: Card[] };
  industries: { heading: string; intro: string };
  closing: { heading: string; body: string; cta: Cta };
}

export interface ContactContent {
  hero: { eyebrow: string; title: string; tagline: string };
  /** Wording of the booking widget and its fallback. */
  widget: {
    title: string;
    intro: string;
    loading: string;
    fallbackHeading: string;
    fallbackBody: string;
    openInNewTab: string;
    helpLine: string;
  };
  afterBooking: { heading: string; steps: { icon: IconName; title: string; description: string }[] };
  details: {
    heading: string;
    mainPhoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    regionsHeading: string;
    regionsBody: string;
  };
}

/** The 404 page. The phone number comes from site.ts and follows `body`. */
export interface NotFoundContent {
  eyebrow: string;
  title: string;
  body: string;
  home: string;
  contact: string;
  sectionsHeading: string;
  /** The extra section link after the overview sections. */
  community: { label: string; href: string };
}

export interface SearchPageContent {
  title: string;
  /** The search form's label on this page. */
  again: string;
  /** Shown only without JavaScript. */
  noScript: string;
  browseHeading: string;
  /** The label of one section's list of pages. */
  sectionNav: (section: string) => string;
}
