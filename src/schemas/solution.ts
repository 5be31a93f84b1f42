/**
 * The `solutions` collection: one file per solution page, src/content/solutions/<slug>.yaml (the slug is the
 * file's name), /solutions/<slug>. Business types and roles share one template; the list (menus, directories,
 * which heroes are pale or deep) runs in the files' `order`.
 */
import { reference } from 'astro:content';
import { z } from 'astro/zod';

import { callSnippet, card, hero, icon, meta, story, text } from './common';
import { momentCaption, momentExhibit, speakers } from './moments';

/** An industry, by its file's name (src/content/industries/<slug>.yaml); `{ id, collection }` once read. */
const industry = reference('industries') as z.ZodType<{ id: string; collection: 'industries' }, string>;

/**
 * The figures the spec itself uses (its claims), as an exhibit shows them: no other figure may appear on one.
 * Results (a percentage, a multiple, hours, payback, ROI) must say how to read them (`reading`).
 */
const exhibitFigureValues = [
  'Up to 80%',
  '80%',
  '60%',
  '40%',
  '24/7',
  'Days',
  '3x',
  '4x',
  '5x',
  '12 hours',
  'From day one',
  'Six figures',
] as const;

/**
 * How to read a figure: a claim the product is designed to help reach, an expectation, or the page's own story.
 * None says "illustrative": the page's story note says that once.
 */
const exhibitReadings = ['A target, not a guarantee', 'Expected, not guaranteed', 'Example scenario'] as const;

/** A figure that is a result, not a plain product fact ("Days" to go live): it needs a reading. */
const isResultFigure = (value: string) => /\d|six figures|day one/i.test(value);

/**
 * A figure the spec itself uses (one of its claims), with the words that say how to read it, shown beside the figure:
 * e.g. "A target, not a guarantee" (a claim the product is designed to help reach) or "Example scenario" (from the
 * page's own story). A plain product fact ("Days" to go live) has no reading.
 */
const exhibitFigure = z
  .object({
    value: z.enum(exhibitFigureValues, {
      error: `must be one of the spec’s figures: ${exhibitFigureValues.join(', ')}`,
    }),
    label: text(),
    reading: z.enum(exhibitReadings).optional(),
  })
  .strict()
  .refine((f) => f.reading || !isResultFigure(f.value), {
    path: ['reading'],
    message: `a result needs the words that say how to read it: ${exhibitReadings.join(', ')}`,
  });

/** A line with its value, e.g. a budget line and "None". */
const exhibitLine = z.object({ item: text(), value: text() }).strict();

/** A count's unit, one and many ("site", "sites"). */
const unit = z.object({ one: text(), many: text() }).strict();

/** Regions with their count of sites. */
const regions = z.array(z.object({ name: text(), sites: z.number().int().positive() }).strict()).min(1);

/** Who is reached, and how many (a count drawn as dots or bars). */
const reach = z.array(z.object({ label: text(), count: z.number().int().positive() }).strict()).min(1);

/** A line drawn to show a shape: relative heights 0–100, not measured. */
const points = z.array(z.number().min(0).max(100)).min(2);

/** Words that mark a line as illustrative: a solution page says so once, under its story. */
const hedge = /\billustrative\b|example scenario|not a customer|not measured/i;

/** Every exhibit's own heading, and the caption under it. */
const exhibitBase = {
  /** The visual's own heading, drawn on it (e.g. the title of the budget sheet). */
  title: text(),
  /**
   * Under the visual, in words: what it shows (also its text equivalent). Not a disclaimer: the page's one
   * illustrative note is under its story, and a figure's reading stands beside the figure.
   */
  caption: text().refine((t) => !hedge.test(t), {
    message: 'must say what the visual shows, without an “illustrative” note: the page says that once, under its story',
  }),
};

const form = <F extends string, S extends z.ZodRawShape>(name: F, shape: S) =>
  z.object({ form: z.literal(name), ...exhibitBase, ...shape }).strict();

/**
 * An executive's or business type's hero visual: each page its own form, answering that buyer's question from the
 * spec's claims. Forms are drawn by src/components/sections/exhibits/; each has its own surface (paper, tint or
 * dark) and shape, so the 14 heroes are told apart on a contact sheet.
 */
const exhibit = z.discriminatedUnion('form', [
  /** CEO: a map of sites in regions, all hearing one procedure. */
  form('site-map', { procedure: text(), heard: text(), regions, unit }),
  /** CFO: a one-page budget review on paper: what it does not ask for, and the expected return. */
  form('budget-sheet', {
    subject: text(),
    columns: z.tuple([text(), text()]),
    lines: z.array(exhibitLine).min(1),
    returnsLabel: text(),
    returns: z.array(exhibitFigure).min(1),
    /** The pilot scorecard on the sheet: what the pilot reports back, and how each is read (no results). */
    scorecard: z
      .object({ label: text(), measures: z.array(z.object({ name: text(), read: text() }).strict()).min(2) })
      .strict()
      .optional(),
  }),
  /** Controller: the month-end calendar, with the field's questions answered before the close. */
  form('close-calendar', {
    weekdays: z.array(text()).length(7),
    /** Days shown, in order from a Monday; `mark` highlights a day. */
    days: z.array(z.object({ day: text(), mark: z.enum(['call', 'month-end', 'close']).optional() }).strict()).min(7),
    legend: z.object({ call: text(), monthEnd: text(), close: text() }).strict(),
    calls: z.array(z.object({ day: text(), question: text(), answer: text() }).strict()).min(1),
    figure: exhibitFigure,
  }),
  /** CHRO: an onboarding timeline that keeps going after orientation. */
  form('onboarding-timeline', {
    stops: z.array(z.object({ when: text(), title: text(), question: text().optional() }).strict()).min(2),
    figure: exhibitFigure,
  }),
  /** CIO: the architecture as a line diagram, and what is not connected to it. */
  form('architecture', {
    path: z.array(z.object({ label: text(), detail: text(), icon }).strict()).min(2),
    notConnected: z.object({ label: text(), items: z.array(text()).min(1) }).strict(),
    facts: z.array(exhibitLine).min(1),
  }),
  /** CRO: the rep's phone, minutes before the meeting. */
  form('rep-phone', {
    context: text(),
    line: text(),
    question: text(),
    answer: z.array(text()).min(1),
    status: text(),
  }),
  /** Training director: the course binder, with its last tab on the job. */
  form('course-binder', {
    tabs: z.array(text()).min(2),
    modules: z.array(z.object({ day: text(), items: z.array(text()).min(1) }).strict()).min(1),
    onTheJob: z.object({ tab: text(), question: text(), answer: text(), source: text() }).strict(),
    figure: exhibitFigure,
  }),
  /** Enterprise: one revised procedure at the hub, heard at every site on the spokes. */
  form('network', {
    hub: z.object({ label: text(), detail: text() }).strict(),
    regions,
    unit,
    /** How a change reached sites before, and with the line (`after`). */
    compare: z.array(z.object({ how: text(), when: text(), after: z.boolean().optional() }).strict()).min(2),
  }),
  /** Family-owned: the owner's notebook, now on a line the next generation and every crew can call. */
  form('notebook', { notebook: text(), notes: z.array(text()).min(1), reachLabel: text(), reach }),
  /** Fast-growing: headcount outgrowing the bench of experienced people, and the gap the line covers. */
  form('growth-chart', {
    periods: z.array(text()).min(2),
    /** Relative heights (0–100) of the two lines, drawn to show the shape, not measured. */
    hires: z.object({ label: text(), points }).strict(),
    experts: z.object({ label: text(), points }).strict(),
    gap: text(),
    facts: z.array(exhibitLine).min(1),
  }),
  /** Midsize: the shift rota, every cell able to reach the day-shift expert's answers. */
  form('shift-rota', {
    shifts: z.array(text()).min(1),
    /** One row per site, one cell per shift. */
    sites: z.array(z.object({ name: text(), cells: z.array(z.enum(['expert', 'call', 'none'])).min(1) }).strict()),
    legend: z.object({ expert: text(), call: text(), none: text() }).strict(),
    facts: z.array(exhibitLine).min(1),
  }).refine((e) => e.sites.every((s) => s.cells.length === e.shifts.length), {
    path: ['sites'],
    message: 'every site needs one cell per shift',
  }),
  /** PE-backed: the portfolio as a grid of companies, each on the platform's playbook. */
  form('portfolio', {
    companies: z
      .array(
        z
          .object({
            name: text(),
            sites: z.number().int().positive(),
            status: text(),
            state: z.enum(['source', 'live', 'next']),
          })
          .strict(),
      )
      .min(2),
    unit,
    without: z.array(text()).min(1),
  }),
  /** Small business: the checklist on the wall, and the line posted beside it. */
  form('checklist-board', {
    list: text(),
    items: z.array(text()).min(1),
    sign: z.object({ heading: text(), text: text() }).strict(),
    facts: z.array(text()).min(1),
  }),
  /** Startup: the founders' know-how recorded once, then on a line for every hire after them. */
  form('voice-memo', {
    recording: text(),
    chapters: z.array(text()).min(1),
    reachLabel: text(),
    reach,
    facts: z.array(text()).min(1),
  }),
]);

/**
 * A solution page's hero visual, by audience:
 * - frontline roles see their own call: the role's scene (`/illustrations/roles/<slug>.svg`, drawn only for the
 *   roles in roleSceneTints, src/content/scenes.ts) with the hero snippet as a call card, or as an SMS thread;
 * - executives see what they buy, business types a rollout at their scale (`exhibit`): each page its own form
 *   (see exhibit), HTML and inline SVG with real text, built only from the spec's claims.
 */
const solutionVisual = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('scene'), exchange: z.enum(['call', 'sms']) }).strict(),
  z.object({ kind: z.literal('exhibit'), exhibit }).strict(),
]);

/** The hero's button: any wording, to the contact page. */
const heroCta = z
  .object({
    label: text(),
    href: z.literal('/contact', { error: 'must be /contact: every solution page’s button leads there' }),
  })
  .strict();

export const solutionSchema = z
  .object({
    /** Its place in the Solutions list and menu (business types first, then roles); pale and deep heroes alternate down it. */
    order: z.number().int().positive(),
    /** Who the page speaks to, as in "Pocket Mentor for …" (page name in breadcrumbs, search and the social card). */
    audience: text(),
    /** Its name in menus and directories. */
    name: text(),
    kind: z.enum(['business-type', 'role']),
    icon,
    /**
     * The hero's tint: one of the 18 industry ramps (src/content/industry-tints.ts), each used by one solution
     * page, so the 18 heroes are told apart at a glance. A frontline role with its own scene takes the tint its
     * scene is drawn in (roleSceneTints in src/content/scenes.ts), so band and picture agree.
     */
    tint: industry,
    /** One line for directory cards and search. */
    blurb: text(),
    /** A role's short line (at most 38 characters) under its name in the Solutions menu; without it, the blurb. */
    menuLine: text().max(38, 'must be at most 38 characters (it sits under the name in the Solutions menu)').optional(),
    /** <title> (complete, ≤ 60 characters) and meta description (70–160 characters). */
    meta,
    hero: hero.extend({ cta: heroCta, snippet: callSnippet }).strict(),
    /** The hero visual, chosen by audience (see solutionVisual). */
    visual: solutionVisual,
    problem: z.object({ heading: text(), paragraphs: z.array(text()).min(2) }).strict(),
    benefits: z.object({ heading: text(), bullets: z.array(text()).min(4) }).strict(),
    /**
     * The cards, and the form they take (`form`): a ruled `ledger` (a budget, a close, a portfolio), a `path` of
     * connected stops (an architecture, a rollout), a `job` sheet of numbered tasks (a technician's job), or icon
     * `cards` (the default). Pick the form of the hero's artifact, so the page carries it into the body.
     */
    cards: z
      .object({
        heading: text(),
        intro: text().optional(),
        form: z.enum(['cards', 'ledger', 'path', 'job']).optional(),
        /** The running head of a ledger, path or job sheet: the hero's artifact, continued in the body. */
        sheet: text()
          .max(60, 'must be at most 60 characters (a running head over the sheet)')
          .optional()
          .describe(
            'Sheet heading|A short running head over the sheet, naming the top of the page’s picture it continues, e.g. “Budget review · page 2”. Shown on ledger, path and job sheets; empty shows none.',
          ),
        items: z.array(card).min(3),
      })
      .strict(),
    /**
     * A page whose hero shows an exhibit (not a call): the heading over the hero's call (`hero.snippet`), spoken in
     * the body. Required on those pages, absent on the others (their hero is the call).
     */
    call: z.object({ eyebrow: text(), heading: text() }).strict().optional(),
    /**
     * A moment of this role's call told in the body (the caption set large beside a transcript, a text thread or a
     * reviewer's correction): what the hero's call does not show, e.g. the text after the job. Placed by `layout`.
     */
    moment: z
      .object({
        eyebrow: text(),
        heading: text(),
        intro: text(),
        speakers,
        caption: momentCaption,
        exhibit: momentExhibit,
      })
      .strict()
      .optional(),
    /**
     * The order of the sections below the hero: the problem (with what changes), the call (pages with `call`), the
     * moment (pages with `moment`), the cards and the story. Without it: problem, call, cards, moment, story.
     */
    layout: z
      .array(z.enum(['problem', 'call', 'moment', 'cards', 'story']))
      .refine((l) => new Set(l).size === l.length, { message: 'names a section twice' })
      .refine((l) => ['problem', 'cards', 'story'].every((k) => l.includes(k as never)), {
        message: 'must hold problem, cards and story',
      })
      .optional(),
    story: story.extend({ paragraphs: z.array(text()).min(2), outcomes: z.array(text()).min(2) }).strict(),
    /** The closing band's button: the spec's closing link, Contact Us to /contact. */
    closing: z
      .object({
        heading: text(),
        body: text(),
        cta: z
          .object({
            label: z.literal('Contact Us', { error: 'must be “Contact Us” (the spec’s closing link)' }),
            href: z.literal('/contact', { error: 'must be /contact' }),
          })
          .strict(),
      })
      .strict(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const exhibit = c.visual.kind === 'exhibit';
    if (exhibit && !c.call)
      ctx.addIssue({
        code: 'custom',
        path: ['call'],
        message: 'a page whose hero shows an exhibit needs its call: add a heading over the hero’s call',
      });
    if (!exhibit && c.call)
      ctx.addIssue({ code: 'custom', path: ['call'], message: 'remove it: this page’s hero is already its call' });
    if (c.layout && c.layout.includes('moment') !== Boolean(c.moment))
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: c.moment ? 'must place the moment' : 'must not hold moment (the page has none)',
      });
    if (c.layout && c.layout.includes('call') !== exhibit)
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: exhibit ? 'must place the call' : 'must not hold call (the hero is the call)',
      });
  });

export type SolutionContent = z.infer<typeof solutionSchema>;
/** A solution file as written: its tint by the industry's name. */
export type SolutionFile = z.input<typeof solutionSchema>;
export type Exhibit = z.infer<typeof exhibit>;
export type ExhibitFigure = z.infer<typeof exhibitFigure>;
