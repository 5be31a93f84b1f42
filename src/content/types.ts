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
