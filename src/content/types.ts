/**
 * Content shapes. Every page's copy is typed data in src/content; components only render it.
 * Icons are referenced by name (see src/components/ui/icon-names.ts) so content stays plain data.
 */
import type { IconName } from '@/components/ui/icon-names';
import type { IndustrySlug } from '@/content/industry-tints';
import type { PageSceneSlug } from '@/content/scenes';

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

interface Hero {
  eyebrow: string;
  title: string;
  tagline: string;
  cta: Cta;
}

/** A small panel of proof pieces (Connections HR's dashboard): sentiment, a trend, a next step. */
export interface Proof {
  /** Short label above the title, e.g. "What the CFO signs off". */
  eyebrow: string;
  title: string;
  pieces: ProofPiece[];
  /** Footnote, e.g. which figures are illustrative. */
  note?: string;
}

export type ProofPiece =
  /** Aggregated sentiment by group; scores 0–100 are sample data. */
  | { type: 'sentiment'; label: string; rows: { label: string; score: number }[] }
  /** A trend over time (0–100 per point, sample data) with its reading in words. */
  | { type: 'trend'; label: string; points: number[]; summary: string }
  /** A recommended next step. */
  | { type: 'action'; label: string; text: string };

/** A text message in an SMS thread visual. */
interface SmsMessageContent {
  who: 'staff' | 'mentor';
  text: string;
}

/** Connections HR: a composed page plus its dashboard (hero) and the check-in seen from both sides. */
export interface ConnectionsHrContent extends ComposedPageContent {
  dashboard: Proof;
  checkIn: {
    id: string;
    eyebrow: string;
    heading: string;
    intro: string;
    worker: { label: string; description: string; from: string; sender: string; messages: SmsMessageContent[] };
    hr: { label: string; description: string; view: Proof };
    /** A closing line under the two sides (no button: talking to an expert and being notified have theirs). */
    notice: string;
  };
}

/* ---------- Composed pages: a hero, a list of typed blocks, a closing band ---------- */

interface BlockBase {
  /** Anchor id for in-page links (e.g. Connections HR's #demo). */
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** An optional button after the block's content (external links open in a new tab). */
  action?: Cta;
}

export type Block =
  | (BlockBase & { type: 'cards'; items: Card[]; columns?: 2 | 3 | 4; numbered?: boolean })
  | (BlockBase & { type: 'checklist'; items: string[] })
  | (BlockBase & { type: 'steps'; steps: { title: string; description: string; icon: IconName; points?: string[] }[] })
  | (BlockBase & {
      type: 'prose';
      paragraphs: string[];
      subsections?: { heading: string; paragraphs: string[]; list?: string[] }[];
    })
  | (BlockBase & {
      type: 'table';
      columns: [string, string, string];
      rows: [string, string, string][];
      notes?: string[];
    })
  | (BlockBase & { type: 'quotes'; items: { quote: string; attribution: string; category: string; icon: IconName }[] })
  /** Illustrative stories: each shown with its industry's scene and a call excerpt (who calls, what they ask, the first step). */
  | (BlockBase & {
      type: 'stories';
      items: {
        title: string;
        subtitle: string;
        description: string;
        outcomes: string[];
        icon: IconName;
        /** Whose drawn scene the story shows. */
        industry: IndustrySlug;
        call: { caller: string; ask: string; firstStep: string };
      }[];
    })
  | (BlockBase & {
      type: 'caseStudies';
      items: { title: string; problem: string; solution: string; expectedMetrics: string[]; icon: IconName }[];
    })
  | (BlockBase & {
      type: 'detailCards';
      items: { title: string; description: string; icon: IconName; points: string[] }[];
    })
  | (BlockBase & { type: 'notice'; body: string; cta?: Cta; tone?: 'info' | 'soon' })
  /** Career roles, resource categories: a line icon, title, description, optional items (empty → "coming" note). */
  | (BlockBase & {
      type: 'emojiCards';
      items: { icon: IconName; title: string; description: string; items?: string[]; emptyNote?: string }[];
    })
  /** Leaders: role-led cards; name and image are filled in by the owner and rendered gracefully while empty. */
  | (BlockBase & { type: 'people'; items: Leader[] })
  /** Past events: the session's start time, and its ISO date (YYYY-MM-DD) only when the content has a real one. */
  | (BlockBase & { type: 'events'; items: { title: string; description: string; date?: string; time: string }[] })
  /** Numbered values, each with a description and an emphasis line. */
  | (BlockBase & { type: 'values'; items: { title: string; description: string; emphasis: string }[] })
  /** News items; the first may be featured. */
  | (BlockBase & { type: 'news'; featured: NewsItem; items: NewsItem[] })
  /** Links to other pages (internal paths only). */
  | (BlockBase & { type: 'links'; items: { title: string; description: string; href: string; icon: IconName }[] })
  /**
   * Ways to reach the company, each saying what it is for. The route's address comes from site.ts (`via`), or is a
   * registered page; `status` leads the block with a labelled state (e.g. no listed openings), `points` sit beside.
   */
  | (BlockBase & {
      type: 'routes';
      status?: { label: string; text: string };
      items: ContactRoute[];
      points?: { heading: string; items: string[] };
    })
  /** A documentation hub: groups of sections, each with an anchor, listed in an index beside them. */
  | (BlockBase & { type: 'docs'; indexLabel: string; groups: { title: string; sections: DocSection[] }[] });

/** One way to reach the company: `link` is the visible link text. */
export interface ContactRoute {
  icon: IconName;
  title: string;
  description: string;
  link: string;
  /** A page of the site, the main line, the second line, the email address (with an optional subject), or the community site. */
  via: { page: string } | { phone: 'main' | 'secondary' } | { email: true; subject?: string } | { community: true };
}

/** One documentation section: paragraphs, then an optional list (ordered when the order matters) and a note. */
export interface DocSection {
  /** Its anchor (unique on the page). */
  id: string;
  title: string;
  icon: IconName;
  paragraphs: string[];
  list?: { ordered?: boolean; items: string[] };
  /** A closing aside, e.g. where a setting is agreed. */
  note?: string;
  /** A related page (internal path). */
  more?: Cta;
}

interface Leader {
  /** The person's name, once the owner publishes it. Without it the card leads with the role. Never invent one. */
  name?: string;
  /** The role, e.g. 'Chief Technology Officer'. */
  title: string;
  /** The part of the customer's experience the role answers for, in a few words, e.g. 'Platform and reliability'. */
  area?: string;
  /** What the role does for customers; with a name, the person's bio. */
  bio?: string;
  /** What the role owns (shown as "Responsible for"). */
  bioList?: string[];
  /** A photo, shown only when set (no placeholder avatars). */
  image?: { src: string; type: 'image' | 'svg'; alt: string };
  /** An icon for the remit (not a face), shown when there is no photo. */
  icon?: IconName;
  group: 'executive' | 'advisor';
}

interface NewsItem {
  title: string;
  /** ISO date (YYYY-MM-DD); shown only when set. No placeholder words such as "Recent". */
  date?: string;
  category: string;
  summary: string;
}

/** A page's <title> (complete, ≤ 60 characters; no suffix is appended) and meta description (70–160, unique). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * A routed page as its route file sees it, in one shape: its path and its head (title and description); the
 * copy sits beside it in the same content module (composed pages are PageRefs themselves). Route files pass
 * it to the document shell (`<PageShell page={…}>`).
 */
export interface PageRef {
  path: string;
  meta: PageMeta;
}

export interface ComposedPageContent extends PageRef {
  hero: Hero & {
    secondary?: Cta;
    badge?: string;
    badgeHref?: string;
    /** The page's drawn scene (src/content/scenes.ts pageSceneTints), beside the text from md up. */
    scene?: PageSceneSlug;
  };
  /** Shown under the hero for openly illustrative pages. */
  disclaimer?: string;
  blocks: Block[];
  closing: { id?: string; heading: string; body: string; cta: Cta };
}

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
