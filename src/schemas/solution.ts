/**
 * The `solutions` collection: one file per solution page, src/content/solutions/<slug>.yaml (the slug is the
 * file's name), /solutions/<slug>. Business types and roles share one template; the list (menus, directories,
 * which heroes are pale or deep) runs in the files' `order`.
 */
import { reference } from 'astro:content';
import { z } from 'astro/zod';

import { callSnippet, card, hero, icon, meta, story, text } from './common';
import { composition } from './composition';
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
    value: z
      .enum(exhibitFigureValues, {
        error: `must be one of the spec’s figures: ${exhibitFigureValues.join(', ')}`,
      })
      .describe('Value|The figure shown.'),
    label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    reading: z
      .enum(exhibitReadings)
      .optional()
      .describe('Reading words|The words around long texts: last updated, contents, email, call.'),
  })
  .strict()
  .refine((f) => f.reading || !isResultFigure(f.value), {
    path: ['reading'],
    message: `a result needs the words that say how to read it: ${exhibitReadings.join(', ')}`,
  });

/** A line with its value, e.g. a budget line and "None". */
const exhibitLine = z
  .object({ item: text().describe('Item|One entry.'), value: text().describe('Value|The figure shown.') })
  .strict();

/** A count's unit, one and many ("site", "sites"). */
const unit = z
  .object({
    one: text().describe('One|The wording for exactly one.'),
    many: text().describe('Several|The wording for more than one.'),
  })
  .strict();

/** Regions with their count of sites. */
const regions = z
  .array(
    z
      .object({
        name: text().describe('Name|As people should read it.'),
        sites: z.number().int().positive().describe('Sites|The places, in order.'),
      })
      .strict(),
  )
  .min(1);

/** Who is reached, and how many (a count drawn as dots or bars). */
const reach = z
  .array(
    z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        count: z.number().int().positive().describe('Count|The number shown.'),
      })
      .strict(),
  )
  .min(1);

/** A line drawn to show a shape: relative heights 0–100, not measured. */
const points = z.array(z.number().min(0).max(100)).min(2);

/** Words that mark a line as illustrative: a solution page says so once, under its story. */
const hedge = /\billustrative\b|example scenario|not a customer|not measured/i;

/** Every exhibit's own heading, and the caption under it. */
const exhibitBase = {
  /** The visual's own heading, drawn on it (e.g. the title of the budget sheet). */
  title: text().describe('Title|The heading people read first.'),
  /**
   * Under the visual, in words: what it shows (also its text equivalent). Not a disclaimer: the page's one
   * illustrative note is under its story, and a figure's reading stands beside the figure.
   */
  caption: text()
    .refine((t) => !hedge.test(t), {
      message:
        'must say what the visual shows, without an “illustrative” note: the page says that once, under its story',
    })
    .describe('Caption|A line under the picture or figure.'),
};

const form = <F extends string, S extends z.ZodRawShape>(name: F, shape: S) =>
  z
    .object({
      form: z
        .literal(name)
        .describe('Form of the cards|How this page draws its cards: a ledger, a path, a job sheet or icon cards.'),
      ...exhibitBase,
      ...shape,
    })
    .strict();

/**
 * An executive's or business type's hero visual: each page its own form, answering that buyer's question from the
 * spec's claims. Forms are drawn by src/components/sections/exhibits/; each has its own surface (paper, tint or
 * dark) and shape, so the 14 heroes are told apart on a contact sheet.
 */
const exhibit = z.discriminatedUnion('form', [
  /** CEO: a map of sites in regions, all hearing one procedure. */
  form('site-map', {
    procedure: text().describe('Procedure|The procedure’s name.'),
    heard: text().describe('Heard|What was heard.'),
    regions: regions.describe('Regions|The regions served.'),
    unit: unit.describe('Unit|What the figure counts.'),
  }).describe('Site map|An illustrative map of sites.'),
  /** CFO: a one-page budget review on paper: what it does not ask for, and the expected return. */
  form('budget-sheet', {
    subject: text().describe('Subject|What it is about.'),
    columns: z.tuple([text(), text()]).describe('Columns|The columns of the table, in order.'),
    lines: z.array(exhibitLine).min(1).describe('Lines|What is said, one line per entry.'),
    returnsLabel: text().describe('Returns label|The words before the returns.'),
    returns: z.array(exhibitFigure).min(1).describe('Returns|The returns.'),
    /** The pilot scorecard on the sheet: what the pilot reports back, and how each is read (no results). */
    scorecard: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        measures: z
          .array(
            z
              .object({
                name: text().describe('Name|As people should read it.'),
                read: text().describe('Reading|How it reads.'),
              })
              .strict(),
          )
          .min(2)
          .describe('Measures|What is measured, one per entry.'),
      })
      .strict()
      .optional()
      .describe('Scorecard|An illustrative scorecard.'),
  }).describe('Budget sheet|An illustrative budget sheet.'),
  /** Controller: the month-end calendar, with the field's questions answered before the close. */
  form('close-calendar', {
    weekdays: z.array(text()).length(7).describe('Weekdays|The days shown, in order.'),
    /** Days shown, in order from a Monday; `mark` highlights a day. */
    days: z
      .array(
        z
          .object({
            day: text().describe('Day|The day of the week.'),
            mark: z.enum(['call', 'month-end', 'close']).optional().describe('Mark|The mark shown.'),
          })
          .strict(),
      )
      .min(7)
      .describe('Days|The days, in order.'),
    legend: z
      .object({
        call: text().describe('Sample call|Who calls and what is said, in order.'),
        monthEnd: text().describe('Month end|The month-end day.'),
        close: text().describe('Close|The words of the button that closes it.'),
      })
      .strict()
      .describe('Legend|What the marks mean.'),
    calls: z
      .array(
        z
          .object({
            day: text().describe('Day|The day of the week.'),
            question: text().describe('Question|What the caller asks.'),
            answer: text().describe('Answer|What the mentor says, one step per entry.'),
          })
          .strict(),
      )
      .min(1)
      .describe('Calls|The calls, in order.'),
    figure: exhibitFigure.describe('Figure|An illustrative figure with its caption.'),
  }).describe('Close calendar|An illustrative month-end calendar.'),
  /** CHRO: an onboarding timeline that keeps going after orientation. */
  form('onboarding-timeline', {
    stops: z
      .array(
        z
          .object({
            when: text().describe('When|The day or time.'),
            title: text().describe('Title|The heading people read first.'),
            question: text().optional().describe('Question|What the caller asks.'),
          })
          .strict(),
      )
      .min(2)
      .describe('Stops|The stops, in order.'),
    figure: exhibitFigure.describe('Figure|An illustrative figure with its caption.'),
  }).describe('Onboarding timeline|An illustrative onboarding timeline.'),
  /** CIO: the architecture as a line diagram, and what is not connected to it. */
  form('architecture', {
    path: z
      .array(
        z
          .object({
            label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
            detail: text().describe('Detail|A detail shown with it.'),
            icon: icon.describe('Icon|A picture from the site’s icon set.'),
          })
          .strict(),
      )
      .min(2)
      .describe('Path|The way through.'),
    notConnected: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        items: z.array(text()).min(1).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Not connected|What is not connected yet.'),
    facts: z.array(exhibitLine).min(1).describe('Facts|Short facts, one per entry.'),
  }).describe('Architecture|How the parts fit together.'),
  /** CRO: the rep's phone, minutes before the meeting. */
  form('rep-phone', {
    context: text().describe('Context|The situation.'),
    line: text().describe('Line|One line of text.'),
    question: text().describe('Question|What the caller asks.'),
    answer: z.array(text()).min(1).describe('Answer|What the mentor says, one step per entry.'),
    status: text().describe('Status|Where it stands.'),
  }).describe('Sales rep’s phone|An illustrative phone screen of a sales rep.'),
  /** Training director: the course binder, with its last tab on the job. */
  form('course-binder', {
    tabs: z.array(text()).min(2).describe('Tabs|The tabs, in order.'),
    modules: z
      .array(
        z
          .object({
            day: text().describe('Day|The day of the week.'),
            items: z.array(text()).min(1).describe('Items|The entries of this list, in order.'),
          })
          .strict(),
      )
      .min(1)
      .describe('Modules|The modules, in order.'),
    onTheJob: z
      .object({
        tab: text().describe('Tab|The tab’s name.'),
        question: text().describe('Question|What the caller asks.'),
        answer: text().describe('Answer|What the mentor says, one step per entry.'),
        source: text().describe('Source|Where it comes from.'),
      })
      .strict()
      .describe('On the job|What happens at work.'),
    figure: exhibitFigure.describe('Figure|An illustrative figure with its caption.'),
  }).describe('Course binder|An illustrative training binder.'),
  /** Enterprise: one revised procedure at the hub, heard at every site on the spokes. */
  form('network', {
    hub: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        detail: text().describe('Detail|A detail shown with it.'),
      })
      .strict()
      .describe('Hub|The centre.'),
    regions: regions.describe('Regions|The regions served.'),
    unit: unit.describe('Unit|What the figure counts.'),
    /** How a change reached sites before, and with the line (`after`). */
    compare: z
      .array(
        z
          .object({
            how: text().describe('How|How it works.'),
            when: text().describe('When|The day or time.'),
            after: z.boolean().optional().describe('After|How it is afterwards.'),
          })
          .strict(),
      )
      .min(2)
      .describe('Compare|What is compared.'),
  }).describe('Network|The network.'),
  /** Family-owned: the owner's notebook, now on a line the next generation and every crew can call. */
  form('notebook', {
    notebook: text().describe('Notebook|An illustrative notebook page.'),
    notes: z.array(text()).min(1).describe('Notes|Short notes, one per entry.'),
    reachLabel: text().describe('Reach label|The words before the reach.'),
    reach: reach.describe('Reach|How far it reaches.'),
  }).describe('Notebook|An illustrative notebook page.'),
  /** Fast-growing: headcount outgrowing the bench of experienced people, and the gap the line covers. */
  form('growth-chart', {
    periods: z.array(text()).min(2).describe('Periods|The periods, in order.'),
    /** Relative heights (0–100) of the two lines, drawn to show the shape, not measured. */
    hires: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        points: points.describe('Points|The points, one per entry.'),
      })
      .strict()
      .describe('New hires|The new hires.'),
    experts: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        points: points.describe('Points|The points, one per entry.'),
      })
      .strict()
      .describe('Experts|The experts, in order.'),
    gap: text().describe('Gap|What is missing.'),
    facts: z.array(exhibitLine).min(1).describe('Facts|Short facts, one per entry.'),
  }).describe('Growth chart|An illustrative chart of growth.'),
  /** Midsize: the shift rota, every cell able to reach the day-shift expert's answers. */
  form('shift-rota', {
    shifts: z.array(text()).min(1).describe('Shifts|The shifts, in order.'),
    /** One row per site, one cell per shift. */
    sites: z
      .array(
        z
          .object({
            name: text().describe('Name|As people should read it.'),
            cells: z
              .array(z.enum(['expert', 'call', 'none']))
              .min(1)
              .describe('Cells|One per column.'),
          })
          .strict(),
      )
      .describe('Sites|The places, in order.'),
    legend: z
      .object({
        expert: text().describe('Expert|Who knows the answer.'),
        call: text().describe('Sample call|Who calls and what is said, in order.'),
        none: text().describe('None|The wording for none.'),
      })
      .strict()
      .describe('Legend|What the marks mean.'),
    facts: z.array(exhibitLine).min(1).describe('Facts|Short facts, one per entry.'),
  })
    .refine((e) => e.sites.every((s) => s.cells.length === e.shifts.length), {
      path: ['sites'],
      message: 'every site needs one cell per shift',
    })
    .describe('Shift rota|An illustrative shift schedule.'),
  /** PE-backed: the portfolio as a grid of companies, each on the platform's playbook. */
  form('portfolio', {
    companies: z
      .array(
        z
          .object({
            name: text().describe('Name|As people should read it.'),
            sites: z.number().int().positive().describe('Sites|The places, in order.'),
            status: text().describe('Status|Where it stands.'),
            state: z.enum(['source', 'live', 'next']).describe('State|Where it stands.'),
          })
          .strict(),
      )
      .min(2)
      .describe('Companies|The companies, in order.'),
    unit: unit.describe('Unit|What the figure counts.'),
    without: z.array(text()).min(1).describe('Without|How it goes without it.'),
  }).describe('Portfolio|The companies held.'),
  /** Small business: the checklist on the wall, and the line posted beside it. */
  form('checklist-board', {
    list: text().describe('List|One entry per line.'),
    items: z.array(text()).min(1).describe('Items|The entries of this list, in order.'),
    sign: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        text: text().describe('Text|The words shown.'),
      })
      .strict()
      .describe('Sign|The sign shown.'),
    facts: z.array(text()).min(1).describe('Facts|Short facts, one per entry.'),
  }).describe('Checklist board|An illustrative checklist board.'),
  /** Startup: the founders' know-how recorded once, then on a line for every hire after them. */
  form('voice-memo', {
    recording: text().describe('Recording|The recording.'),
    chapters: z.array(text()).min(1).describe('Chapters|The chapters, in order.'),
    reachLabel: text().describe('Reach label|The words before the reach.'),
    reach: reach.describe('Reach|How far it reaches.'),
    facts: z.array(text()).min(1).describe('Facts|Short facts, one per entry.'),
  }).describe('Voice memo|An illustrative voice memo.'),
]);

/**
 * A solution page's hero visual, by audience:
 * - frontline roles see their own call: the role's scene (`/illustrations/roles/<slug>.svg`, drawn only for the
 *   roles in roleSceneTints, src/content/scenes.ts) with the hero snippet as a call card, or as an SMS thread;
 * - executives see what they buy, business types a rollout at their scale (`exhibit`): each page its own form
 *   (see exhibit), HTML and inline SVG with real text, built only from the spec's claims.
 */
const solutionVisual = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('scene').describe('Kind|What kind of item this is.'),
      exchange: z
        .enum(['call', 'sms'])
        .describe('The call in the story|Who calls, what they ask, the mentor’s first reply.'),
    })
    .strict()
    .describe('Drawing|Which drawn scene stands beside the top of the page.'),
  z
    .object({
      kind: z.literal('exhibit').describe('Kind|What kind of item this is.'),
      exhibit: exhibit.describe('Exhibit|The illustrative document shown at the top.'),
    })
    .strict()
    .describe('Exhibit|The illustrative document shown at the top.'),
]);

/** The hero's button: any wording, to the contact page. */
const heroCta = z
  .object({
    label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    href: z
      .literal('/contact', { error: 'must be /contact: every solution page’s button leads there' })
      .describe(
        'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
      ),
  })
  .strict();

export const solutionSchema = z
  .object({
    /** Its place in the Solutions list and menu (business types first, then roles); pale and deep heroes alternate down it. */
    order: z
      .number()
      .int()
      .positive()
      .describe('Position|Its place among its section’s pages: lower numbers come first.'),
    /** Who the page speaks to, as in "Pocket Mentor for …" (page name in breadcrumbs, search and the social card). */
    audience: text().describe('Who it is for|The people the page speaks to, as in “For …”.'),
    /** Its name in menus and directories. */
    name: text().describe('Name|As people should read it.'),
    kind: z.enum(['business-type', 'role']).describe('Kind|What kind of item this is.'),
    icon: icon.describe('Icon|A picture from the site’s icon set.'),
    /**
     * The hero's tint: one of the 18 industry ramps (src/content/industry-tints.ts), each used by one solution
     * page, so the 18 heroes are told apart at a glance. A frontline role with its own scene takes the tint its
     * scene is drawn in (roleSceneTints in src/content/scenes.ts), so band and picture agree.
     */
    tint: industry.describe('Colours|Which industry’s colour family the page uses.'),
    /** One line for directory cards and search. */
    blurb: text().describe(
      'One-line summary|Shown under the page’s name in menus, directory cards and search results.',
    ),
    /** A short line (at most 38 characters) under the page's name in the Solutions menu; without it, the blurb. */
    menuLine: text()
      .max(38, 'must be at most 38 characters (it sits under the name in the Solutions menu)')
      .refine((l) => !l.endsWith('.'), 'ends without a full stop, like the other lines in the menu')
      .optional()
      .describe('Menu line|A short line (at most 38 characters, no full stop) under the name in the menu.'),
    /** <title> (complete, ≤ 60 characters) and meta description (70–160 characters). */
    meta: meta,
    hero: hero
      .extend({
        cta: heroCta.describe('Button|Its wording and where it goes.'),
        /** The hero's call: a role's drawn scene shows it; an exhibit page shows it in its body only with `call`. */
        snippet: callSnippet
          .optional()
          .describe(
            'Sample call|The short call shown at the top: who calls, what they ask, the mentor’s steps. Needed with a drawn scene or a call section.',
          ),
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    /** The hero visual, chosen by audience (see solutionVisual). */
    visual: solutionVisual.describe('Picture at the top|A drawn scene or an exhibit beside the top of the page.'),
    problem: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(2).describe('Paragraphs|One paragraph per entry.'),
        /** What the problem sounds like today, in someone's own words: set large over the problem (form `voice`). */
        voice: z
          .object({
            who: text().describe('Who says it|A role, never a name, e.g. “Shift supervisor, two sites”.'),
            line: text().describe('What they say|One short spoken line.'),
          })
          .strict()
          .optional()
          .describe(
            'The problem, in someone’s words|A short line said today, set large (shown with the “voice” form).',
          ),
      })
      .strict()
      .describe('The problem|The heading and paragraphs about what goes wrong today.'),
    benefits: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        bullets: z.array(text()).min(4).describe('Bullet points|One per entry.'),
        /**
         * How the problem and what changes are drawn together: a tinted `box` beside the problem (the default), a
         * `ruled` numbered list under it, a `memo` on paper beside it, or `voice`: the problem's own spoken line
         * (`problem.voice`) set large, with what changes on a dark panel. Neighbouring pages pick different forms.
         */
        form: z
          .enum(['box', 'ruled', 'memo', 'voice'])
          .optional()
          .describe(
            'Form|How what changes is drawn beside the problem: a box, a numbered list under it, a memo, or the problem’s spoken line with a dark panel.',
          ),
      })
      .strict()
      .describe('Benefits|One per entry.'),
    /**
     * The cards, and the form they take (`form`): a ruled `ledger` (a budget, a close, a portfolio), a `path` of
     * connected stops (an architecture, a rollout), a `job` sheet of numbered tasks (a technician's job), or icon
     * `cards` (the default). Pick the form of the hero's artifact, so the page carries it into the body.
     */
    cards: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().optional().describe('Introduction|A sentence or two under the heading.'),
        form: z
          .enum(['cards', 'ledger', 'path', 'job'])
          .optional()
          .describe('Form of the cards|How this page draws its cards: a ledger, a path, a job sheet or icon cards.'),
        /** The running head of a ledger, path or job sheet: the hero's artifact, continued in the body. */
        sheet: text()
          .max(60, 'must be at most 60 characters (a running head over the sheet)')
          .optional()
          .describe(
            'Sheet heading|A short running head over the sheet, naming the top of the page’s picture it continues, e.g. “Budget review · page 2”. Shown on ledger, path and job sheets; empty shows none.',
          ),
        items: z.array(card).min(3).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Cards|The cards, in order.'),
    /**
     * A page whose hero shows an exhibit (not a call) and whose own section is not a conversation: the heading over
     * the hero's call (`hero.snippet`), spoken in the body. Never on a page whose hero is the call.
     */
    call: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
      })
      .strict()
      .optional()
      .describe('Sample call|Who calls and what is said, in order.'),
    /**
     * A moment of this role's call told in the body (the caption set large beside a transcript, a text thread or a
     * reviewer's correction): what the hero's call does not show, e.g. the text after the job. Placed by `layout`.
     */
    moment: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        speakers: speakers.describe('Speakers|Who speaks, in order.'),
        caption: momentCaption.describe('Caption|A line under the picture or figure.'),
        exhibit: momentExhibit.describe('Exhibit|The illustrative document shown at the top.'),
      })
      .strict()
      .optional()
      .describe(
        'Moment of a call|One moment: the line said (large), beside what shows it (a transcript, a text, a fix).',
      ),
    /**
     * The order of the sections below the hero: the problem (with what changes), the call (pages with `call`), the
     * moment (pages with `moment`), the cards and the story. Without it: problem, call, cards, moment, story.
     */
    /** The page's own body composition (a shift, a moment of a call, a procedure walked through); placed by `layout`. */
    composition: composition
      .optional()
      .describe('Composition|The page’s own section: a shift, one moment of a call, or a procedure walked through.'),
    layout: z
      .array(z.enum(['problem', 'call', 'moment', 'cards', 'story', 'composition']))
      .refine((l) => new Set(l).size === l.length, { message: 'names a section twice' })
      .refine((l) => ['problem', 'cards', 'story'].every((k) => l.includes(k as never)), {
        message: 'must hold problem, cards and story',
      })
      .optional()
      .describe('Layout|How the items are laid out.'),
    story: story
      .extend({
        paragraphs: z.array(text()).min(2).describe('Paragraphs|One paragraph per entry.'),
        outcomes: z
          .array(text())
          .min(2)
          .describe('Outcomes|What changes, one per entry; illustrative, figures only from the approved list.'),
      })
      .strict()
      .describe('Story of Potential|An openly illustrative scenario: title, paragraphs and outcomes.'),
    /** The closing band's button: the spec's closing link, Contact Us to /contact. */
    closing: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
        cta: z
          .object({
            label: z
              .literal('Contact Us', { error: 'must be “Contact Us” (the spec’s closing link)' })
              .describe('Label|The short words shown (on a button, in a menu, above a figure).'),
            href: z
              .literal('/contact', { error: 'must be /contact' })
              .describe(
                'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
              ),
          })
          .strict()
          .describe('Button|Its wording and where it goes.'),
      })
      .strict()
      .describe('Closing band|The last band of the page: heading, text and button.'),
  })
  .strict()
  .superRefine((c, ctx) => {
    if ((c.benefits.form === 'voice') !== Boolean(c.problem.voice))
      ctx.addIssue({
        code: 'custom',
        path: c.problem.voice ? ['benefits', 'form'] : ['problem', 'voice'],
        message: c.problem.voice
          ? 'must be “voice” to show the problem’s spoken line (or remove that line)'
          : 'is needed by the “voice” form: the line said today, and who says it',
      });
    // One path off the page: the hero's button reads as the closing one (the spec's Contact Us).
    if (c.hero.cta.label !== c.closing.cta.label)
      ctx.addIssue({
        code: 'custom',
        path: ['hero', 'cta', 'label'],
        message: `must read as the closing button (“${c.closing.cta.label}”), so the page offers one path`,
      });
    const exhibit = c.visual.kind === 'exhibit';
    // An exhibit page speaks in its body once: its own section (a shift, a moment, a procedure) or the call.
    if (exhibit && !c.call && !c.composition)
      ctx.addIssue({
        code: 'custom',
        path: ['composition'],
        message: 'a page whose hero shows an exhibit needs a section where someone speaks: add one, or a call',
      });
    if ((!exhibit || c.call) && !c.hero.snippet)
      ctx.addIssue({
        code: 'custom',
        path: ['hero', 'snippet'],
        message: 'is needed here: who calls, what they ask and the mentor’s steps',
      });
    if (!exhibit && c.call)
      ctx.addIssue({ code: 'custom', path: ['call'], message: 'remove it: this page’s hero is already its call' });
    if (c.layout && c.layout.includes('moment') !== Boolean(c.moment))
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: c.moment ? 'must place the moment' : 'must not hold moment (the page has none)',
      });
    if (c.layout && c.layout.includes('composition') !== Boolean(c.composition))
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: c.composition ? 'must place the composition' : 'must not hold composition (the page has none)',
      });
    if (c.layout && c.layout.includes('call') !== Boolean(c.call))
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: c.call ? 'must place the call' : 'must not hold call (the page has no call section)',
      });
  });

export type SolutionContent = z.infer<typeof solutionSchema>;
/** A solution file as written: its tint by the industry's name. */
export type SolutionFile = z.input<typeof solutionSchema>;
export type Exhibit = z.infer<typeof exhibit>;
export type ExhibitFigure = z.infer<typeof exhibitFigure>;
