/**
 * Content shapes. Every page's copy is typed data in src/content; components only render it.
 * Icons are referenced by name (see src/components/ui/icon-names.ts) so content stays plain data.
 */
import type { IconName } from '@/components/ui/icon-names';

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

/** A use-case card: a card plus the mini call shown at its top (the question asked there and the first step of the answer). */
export interface UseCase extends Card {
  /** What a caller in this setting asks, shown in the card's mini call, e.g. "Pump is alarming downstream occlusion. What’s our process?". */
  ask: string;
  /** The first step of the spoken answer, from the organisation's own procedure. */
  firstStep: string;
}

/** A group of use cases, e.g. one per sub-segment, or "Internal" / "Customer-facing". */
export interface UseCaseGroup {
  heading: string;
  intro?: string;
  items: UseCase[];
}

/** A short spoken exchange shown in the phone-call visual. */
export interface CallSnippet {
  /** Who is calling, e.g. "HVAC technician, rooftop unit". */
  caller: string;
  /** What they say. */
  question: string;
  /** Pocket Mentor's spoken answer, one step per entry (2–3 steps). */
  answer: string[];
}

/** 'A Story of Potential': an openly illustrative scenario. */
export interface Story {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** Outcomes of the scenario; illustrative, figures only from the spec's list. */
  outcomes: string[];
}

export interface Hero {
  eyebrow: string;
  title: string;
  tagline: string;
  cta: Cta;
}

export interface IndustryContent {
  slug: string;
  /** Short name used in menus, e.g. "Healthcare". */
  name: string;
  /** <title> (without the " | Pocket Mentor" suffix) and meta description (120–160 chars). */
  metaTitle: string;
  metaDescription: string;
  hero: Hero & {
    /** 2–3 lucide icon names composed in the hero visual. */
    icons: IconName[];
    snippet: CallSnippet;
  };
  problem: { heading: string; paragraphs: string[] };
  /** Intro to the shared 'no infrastructure' block (the list itself is common to all industries). */
  noInfrastructure: { heading: string; intro: string };
  benefits: { heading: string; intro?: string; items: Card[] };
  useCases: { heading: string; intro?: string; groups: UseCaseGroup[] };
  whyChoose: { heading: string; items: string[] };
  story: Story;
  closing: { heading: string; body: string; cta: Cta };
}

export interface SolutionContent {
  slug: string;
  name: string;
  kind: 'business-type' | 'role';
  metaTitle: string;
  metaDescription: string;
  hero: Hero & { icons: IconName[]; snippet: CallSnippet };
  problem: { heading: string; paragraphs: string[] };
  benefits: { heading: string; bullets: string[] };
  cards: { heading: string; intro?: string; items: Card[] };
  story: Story;
  closing: { heading: string; body: string; cta: Cta };
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
  | (BlockBase & { type: 'prose'; paragraphs: string[]; subsections?: { heading: string; paragraphs: string[]; list?: string[] }[] })
  | (BlockBase & { type: 'table'; columns: [string, string, string]; rows: [string, string, string][]; notes?: string[] })
  | (BlockBase & { type: 'quotes'; items: { quote: string; attribution: string; category: string; icon: IconName }[] })
  /** Illustrative stories: each shown with its industry's scene and a call excerpt (who calls, what they ask, the first step). */
  | (BlockBase & { type: 'stories'; items: { title: string; subtitle: string; description: string; outcomes: string[]; icon: IconName; industry: string; call: { caller: string; ask: string; firstStep: string } }[] })
  | (BlockBase & { type: 'caseStudies'; items: { title: string; problem: string; solution: string; expectedMetrics: string[]; icon: IconName }[] })
  | (BlockBase & { type: 'detailCards'; items: { title: string; description: string; icon: IconName; points: string[] }[] })
  | (BlockBase & { type: 'notice'; body: string; cta?: Cta; tone?: 'info' | 'soon' })
  /** Career roles, resource categories: a line icon, title, description, optional items (empty → "coming" note). */
  | (BlockBase & { type: 'emojiCards'; items: { icon: IconName; title: string; description: string; items?: string[]; emptyNote?: string }[] })
  /** Leaders: role-led cards; name and image are filled in by the owner and rendered gracefully while empty. */
  | (BlockBase & { type: 'people'; items: Leader[] })
  /** Past events. */
  | (BlockBase & { type: 'events'; items: { title: string; description: string; date: string; time: string }[] })
  /** Numbered values, each with a description and an emphasis line. */
  | (BlockBase & { type: 'values'; items: { title: string; description: string; emphasis: string }[] })
  /** News items; the first may be featured. */
  | (BlockBase & { type: 'news'; featured: NewsItem; items: NewsItem[] })
  /** Links to other pages (internal paths only). */
  | (BlockBase & { type: 'links'; items: { title: string; description: string; href: string; icon: IconName }[] });

export interface Leader {
  /** Empty until the owner adds it; the card then leads with the role. */
  name?: string;
  title: string;
  bio: string;
  bioList?: string[];
  image?: { src: string; type: 'image' | 'svg'; alt: string };
  group: 'executive' | 'advisor';
}

export interface NewsItem {
  title: string;
  date: string;
  category: string;
  summary: string;
}

export interface ComposedPageContent {
  hero: Hero & { secondary?: Cta; badge?: string; badgeHref?: string; icons?: IconName[] };
  /** Shown under the hero for openly illustrative pages. */
  disclaimer?: string;
  blocks: Block[];
  closing: { id?: string; heading: string; body: string; cta: Cta };
}
