/**
 * The site-wide words (src/content/site/): menu and footer words and the footer's links (navigation.yaml), the
 * fixed labels inside page blocks (labels.yaml), and the interface words browser code uses (ui.yaml). The code
 * reads these files directly (src/lib/navigation.ts, footer.ts, routes.ts, labels.ts, ui-words.ts), typed by
 * these schemas, which the build checks them against.
 */
import { z } from 'astro/zod';

import { cta, sitePage, text, wording } from './common';

const words = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, text()])) as Record<K, ReturnType<typeof text>>).strict();

/** A page of this site, by its path ('/company/values'): a list of the site's pages in the editor, checked by the build. */
const page = sitePage(text().regex(/^\/[a-z0-9\-/]*$/, 'must be a page of this site, like /company/values'));

const sections = [
  'home',
  'products',
  'industries',
  'solutions',
  'customers',
  'services',
  'company',
  'partners',
  'resources',
  'community',
  'blog',
  'contact',
  'legal',
  'search',
] as const;

/** A menu item: its label, its overview link's label (sections with an overview page), its group's heading. */
const menuEntry = z.object({ label: text(), overview: text(), heading: text() }).strict();

export const navigationSchema = z
  .object({
    /** Each section's name: menus, breadcrumbs, the search page, the social cards. */
    sectionNames: words(sections),
    /** Page names built from a file's fields: {section}, {name} (an industry), {audience} (a solution). */
    pageNames: z
      .object({
        overview: wording('section'),
        industry: wording('name'),
        edition: wording('name'),
        editionDescription: wording('edition', 'blurb'),
        solution: wording('audience'),
      })
      .strict(),
    /** Sub-group headings: the Pocket Mentor editions, the solutions' two kinds. */
    groups: words(['editions', 'businessTypes', 'roles']),
    /** The header's two buttons: the tour (a page of the site) and the log-in (the community site). */
    headerActions: z.object({ tour: cta, login: cta }).strict(),
    /** The mega menu and drawer, one entry per top-level item. */
    menu: z
      .object({
        products: menuEntry,
        industries: menuEntry,
        solutions: menuEntry.omit({ heading: true }),
        customers: menuEntry,
        services: menuEntry,
        company: menuEntry,
        partners: menuEntry,
        resources: menuEntry.omit({ overview: true }),
        regions: z
          .object({
            label: text(),
            heading: text(),
            description: wording('region'),
            items: z.array(text()).min(1),
          })
          .strict(),
      })
      .strict(),
    menuFeature: z
      .object({
        slug: text(),
        eyebrow: text(),
        title: text(),
        body: text(),
        href: page,
        linkLabel: text(),
        allLabel: text(),
      })
      .strict(),
    menuStories: z.object({ heading: text(), href: page, linkLabel: text(), note: text() }).strict(),
    /** The Resources panel's feature: the newest post (its title, date and spoken line come from the post). */
    menuPost: z.object({ heading: text(), linkLabel: text() }).strict(),
    menuCopy: z
      .object({
        label: text(),
        skipToContent: text(),
        aside: z
          .object({
            label: wording('section'),
            fallback: z.object({ label: text(), description: text(), linkLabel: text(), href: page }).strict(),
            call: text(),
          })
          .strict(),
        drawer: words(['open', 'close', 'title', 'back', 'description', 'label', 'search', 'call']),
      })
      .strict(),
    footer: z
      .object({
        /** The footer's link columns: each a title and the pages it links (labelled with their menu label). */
        groups: z.array(z.object({ title: text(), links: z.array(page).min(1) }).strict()).min(1),
        legal: z.array(page).min(1),
        copy: words(['heading', 'mainPhone', 'rights', 'linksLabel', 'legalLabel']),
      })
      .strict(),
  })
  .strict();

export const labelsSchema = z
  .object({
    /** Said under every 'Story of Potential' and every illustrative figure. */
    illustrativeNote: text(),
    blockLabels: words([
      'phase',
      'rule',
      'whatChanges',
      'storyOutcomes',
      'callExcerpt',
      'firstStep',
      'caseProblem',
      'caseSolution',
      'caseMetrics',
      'featured',
      'responsibleFor',
      'illustrative',
      'table',
      'storyOfPotential',
      'whyChoose',
      'aboutThisPage',
      'scrollSideways',
    ]).extend({
      /** Read before a numbered step's title by screen readers ("Step 1:", then the title). */
      step: wording('n'),
    }),
    reading: words(['lastUpdated', 'toc', 'email', 'call']),
  })
  .strict();

export const uiSchema = z
  .object({
    newTabNote: text(),
    searchCopy: words([
      'formLabel',
      'inputLabel',
      'placeholder',
      'submit',
      'resultsLabel',
      'searching',
      'tryInstead',
      'askUs',
      'unavailableBox',
    ]).extend({
      found: z.object({ one: wording('n', 'q'), other: wording('n', 'q') }).strict(),
      noMatch: wording('q'),
      seeAll: wording('n'),
    }),
    callCopy: words([
      'play',
      'pause',
      'resume',
      'again',
      'stop',
      'stopLabel',
      'idle',
      'onCall',
      'onHold',
      'ended',
      'captionsOnly',
      'captionsNote',
      'connecting',
      'captionsLabel',
    ]).extend({ answering: wording('name'), example: wording('caller') }),
  })
  .strict();

export type NavigationWords = z.infer<typeof navigationSchema>;
export type LabelsWords = z.infer<typeof labelsSchema>;
export type UiWords = z.infer<typeof uiSchema>;
/** The search box's words (the header, the drawer and /search). */
export type SearchCopy = UiWords['searchCopy'];
/** The sample call's control, status line and captions (every call card). */
export type CallCopy = UiWords['callCopy'];
