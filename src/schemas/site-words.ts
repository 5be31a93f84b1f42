/**
 * The site-wide words (src/content/site/): menu and footer words and the footer's links (navigation.yaml), the
 * fixed labels inside page blocks (labels.yaml), and the interface words browser code uses (ui.yaml). The code
 * reads these files directly (src/lib/navigation.ts, footer.ts, routes.ts, labels.ts, ui-words.ts), typed by
 * these schemas, which the build checks them against.
 */
import { z } from 'astro/zod';

import { cta, sitePage, text, wording } from './common';

/** An object of short texts, each with its label and hint ('Label|hint', as `.describe()` takes them). */
const words = <K extends string>(keys: Record<K, string>) =>
  z
    .object(
      Object.fromEntries(Object.entries<string>(keys).map(([k, d]) => [k, text().describe(d)])) as Record<
        K,
        ReturnType<typeof text>
      >,
    )
    .strict();

/** A page of this site, by its path ('/company/values'): a list of the site's pages in the editor, checked by the build. */
const page = sitePage(text().regex(/^\/[a-z0-9\-/]*$/, 'must be a page of this site, like /company/values'));

const sections = {
  home: 'Home|The home page’s name in breadcrumbs and search.',
  products: 'Products|The products section’s name.',
  industries: 'Industries|The industries section’s name.',
  solutions: 'Solutions|The solutions section’s name.',
  customers: 'Customers|The customers section’s name.',
  services: 'Services|The services section’s name.',
  company: 'Company|The company section’s name.',
  partners: 'Partners|The partners section’s name.',
  resources: 'Resources|The resources section’s name.',
  community: 'Community|The community page’s name.',
  blog: 'Blog|The blog’s name.',
  contact: 'Contact|The contact page’s name.',
  legal: 'Legal|The legal pages’ section name.',
  search: 'Search|The search page’s name.',
};

/**
 * A menu item: its label, its overview link's label (sections with an overview page), its group's heading, and the
 * page its side panel features (its name and line; without one the panel shows the number to call).
 */
const menuEntry = z
  .object({
    label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    overview: text().describe('Overview link|The words of the link to the section’s overview page.'),
    heading: text().describe('Heading|The section’s heading.'),
    featured: page
      .optional()
      .describe(
        'Featured page|A page of this site the menu features beside its links (shown with its menu line); empty shows the number to call.',
      ),
  })
  .strict();

export const navigationSchema = z
  .object({
    /** Each section's name: menus, breadcrumbs, the search page, the social cards. */
    sectionNames: words(sections).describe(
      'Section names|Each section’s name in menus, breadcrumbs, search and link previews.',
    ),
    /** Page names built from a file's fields: {section}, {name} (an industry), {audience} (a solution). */
    pageNames: z
      .object({
        overview: wording('section').describe('Overview page name|How a section’s overview page is named ({section}).'),
        industry: wording('name').describe(
          'Industry page name|How an industry page’s name is built from its name ({name}).',
        ),
        edition: wording('name').describe('Edition name|How an edition’s name is built ({name}).'),
        editionDescription: wording('edition', 'blurb').describe(
          'Edition description|How an edition’s description is built ({edition}, {blurb}).',
        ),
        solution: wording('audience').describe(
          'Solution page name|How a solution page’s name is built from who it is for ({audience}).',
        ),
      })
      .strict()
      .describe('Page names|How a page’s name is built from its file ({section}, {name}, {audience}).'),
    /** Sub-group headings: the Pocket Mentor editions, the solutions' two kinds. */
    groups: words({
      editions: 'Editions heading|The heading over the Pocket Mentor editions in the menu.',
      businessTypes: 'Business types heading|The heading over the solutions for kinds of business.',
      roles: 'Roles heading|The heading over the solutions for roles.',
    }).describe('Menu group headings|The headings of the groups inside the Products and Solutions menus.'),
    /** The header's two buttons: the tour (a page of the site) and the log-in (the community site). */
    headerActions: z
      .object({
        tour: cta.describe('Tour button|The header’s first button: its wording and the page it opens.'),
        login: cta.describe('Log In button|The header’s second button: its wording and the site it opens.'),
      })
      .strict()
      .describe(
        'Header buttons|The two buttons at the top of every page: the tour (a page of the site) and Log In (the community site, from Business details).',
      ),
    /** The mega menu and drawer, one entry per top-level item. */
    menu: z
      .object({
        products: menuEntry.describe('Products|The Products menu’s words.'),
        industries: menuEntry.describe('Industries|The Industries menu’s words.'),
        solutions: menuEntry.omit({ heading: true }).describe('Solutions|The Solutions menu’s words.'),
        customers: menuEntry.describe('Customers|The Customers menu’s words.'),
        services: menuEntry.describe('Services|The Services menu’s words.'),
        company: menuEntry.describe('Company|The Company menu’s words.'),
        partners: menuEntry.describe('Partners|The Partners menu’s words.'),
        resources: menuEntry.omit({ overview: true }).describe('Resources|The Resources menu’s words.'),
        regions: z
          .object({
            label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
            heading: text().describe('Heading|The section’s heading.'),
            description: wording('region').describe('Description|The line under each region’s name ({region}).'),
            items: z.array(text()).min(1).describe('Regions|The regions listed, in order.'),
          })
          .strict()
          .describe('Regions|The regions served.'),
      })
      .strict()
      .describe('Menus|The mega menu and the phone menu: one entry per top-level item, in order.'),
    menuFeature: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the call, e.g. “On the line”.'),
        caller: text().describe('Who calls|Who is on the line and where, e.g. “Caller · loading dock”.'),
        question: text().describe('Question|What the caller asks, in one short sentence (the spoken face).'),
        mentor: text().describe('Mentor|The name the line answers with, e.g. “Pocket Mentor”.'),
        answer: text().describe('Answer|The first step the mentor says back, in one or two short sentences.'),
        body: text().describe('Text|One line under the call: what the products have in common.'),
        href: page.describe(
          'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
        ),
        linkLabel: text().describe('Link wording|The words of the link.'),
      })
      .strict()
      .describe('Menu feature|The call beside the Products menu’s list (the industry list opens over it).'),
    menuStories: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        href: page.describe(
          'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
        ),
        linkLabel: text().describe('Link wording|The words of the link.'),
        note: text().describe('Note|A short note shown with it.'),
      })
      .strict()
      .describe('Menu stories|The Customers panel’s stories link.'),
    /** The Resources panel's feature: the newest post (its title, date and spoken line come from the post). */
    menuPost: z
      .object({
        heading: text().describe('Heading|The heading over the newest post in the Resources menu.'),
        linkLabel: text().describe('Link wording|The words of the link to the post.'),
      })
      .strict()
      .describe('Menu post|The Resources menu’s card of the newest blog post.'),
    menuCopy: z
      .object({
        label: text().describe('Menu name|The name screen readers announce for the main menu.'),
        skipToContent: text().describe('Skip link|The first link for keyboard users, to the page’s content.'),
        aside: z
          .object({
            label: wording('section').describe('Panel name|The side panel’s name for screen readers ({section}).'),
            fallback: z
              .object({
                label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
                description: text().describe('Description|A sentence or two.'),
                linkLabel: text().describe('Link wording|The words of the link.'),
                href: page.describe(
                  'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
                ),
              })
              .strict()
              .describe('Default|What is shown when nothing else applies.'),
            call: text().describe('Call line|The line inviting a call, under the side panel.'),
            featured: text().describe('Featured heading|The small heading over the page a menu features.'),
          })
          .strict()
          .describe('Side panel|The panel beside the menu’s links.'),
        drawer: words({
          open: 'Open button|The name of the button that opens the phone menu.',
          close: 'Close button|The name of the button that closes it.',
          title: 'Title|The phone menu’s title, for screen readers.',
          back: 'Back button|The words of the button back to the main list.',
          description: 'Description|One line describing the menu, for screen readers.',
          label: 'Menu name|The name screen readers announce for the menu.',
          search: 'Search heading|The heading over the search box in the menu.',
          call: 'Call line|The line inviting a call, at the bottom of the menu.',
        }).describe('Phone menu|The words of the menu on phones.'),
      })
      .strict()
      .describe('Menu words|The words of the desktop menu and the phone menu, besides the links themselves.'),
    footer: z
      .object({
        /** The footer's link columns: each a title and the pages it links (labelled with their menu label). */
        groups: z
          .array(
            z
              .object({
                title: text().describe('Title|The heading people read first.'),
                links: z
                  .array(page)
                  .min(1)
                  .describe('Links|The pages linked, in order; each link reads the page’s menu label.'),
              })
              .strict(),
          )
          .min(1)
          .describe('Link columns|The footer’s columns: a title and the pages it links.'),
        legal: z.array(page).min(1).describe('Legal links|The legal pages linked at the very bottom, in order.'),
        copy: words({
          heading: 'Heading|The footer’s heading, for screen readers.',
          mainPhone: 'Main phone wording|The words before the main phone number.',
          rights: 'Rights line|The words after the copyright year and name.',
          linksLabel: 'Links name|The name screen readers announce for the link columns.',
          legalLabel: 'Legal links name|The name screen readers announce for the legal links.',
        }).describe('Footer words|The footer’s own words.'),
      })
      .strict()
      .describe(
        'Footer|Its link columns (pages by path; each link reads the page’s menu label), the legal links and its own words.',
      ),
  })
  .strict();

export const labelsSchema = z
  .object({
    /** Said under every 'Story of Potential' and every illustrative figure. */
    illustrativeNote: text().describe(
      'Illustrative note|Said under every “Story of Potential” and every illustrative figure.',
    ),
    blockLabels: words({
      phase: 'Phase|Before a step’s number: “Phase 1”.',
      rule: 'Rule|A rule’s number on the community page: “Rule 1”.',
      whatChanges: 'What changes|Over a solution page’s benefits.',
      storyOutcomes: 'Story outcomes heading|The heading over a story’s outcomes.',
      callExcerpt: 'Call excerpt|Names a story’s call for screen readers: “Call excerpt: Line lead”.',
      firstStep: 'First step|Over the mentor’s first answer in a story’s call.',
      caseProblem: 'Case problem heading|The heading over a case study’s problem.',
      caseSolution: 'Case solution heading|The heading over a case study’s solution.',
      caseMetrics: 'Case metrics heading|The heading over a case study’s expected metrics.',
      caseMeasure: 'Measure column|The scorecard’s column of what is measured.',
      caseReadFrom: 'Read from column|The scorecard’s column of where each measure is read.',
      caseExpected: 'Expected column|The scorecard’s column of which way each measure should move.',
      caseDown: 'Should fall|The words for a measure expected to fall.',
      caseUp: 'Should rise|The words for a measure expected to rise.',
      featured: 'Featured|Before the featured news item’s category: “Featured · Product”.',
      responsibleFor: 'Responsible for|Above a leader card’s list of what the role owns.',
      illustrative: 'Illustrative|The badge on the illustrative note.',
      table: 'Table|After a table’s heading, naming its scrollable region: “Support plans: table”.',
      storyOfPotential: 'Story heading|Over an industry’s or solution’s illustrative story (the spec’s wording).',
      whyChoose: 'Why choose heading|Over an industry page’s checklist (the spec’s wording).',
      aboutThisPage: 'About this page|Names the illustrative note for screen readers.',
      workshop: 'Workshop|The kind shown before an event’s time: a workshop.',
      showcase: 'Showcase|The kind shown before an event’s time: a showcase.',
      panel: 'Panel|The kind shown before an event’s time: a panel.',
      scrollSideways:
        'Scroll sideways|Beside a sideways-scrolling row of cards on a phone, and naming it for screen readers.',
      readStory: 'Read the whole story|On a phone, opens the rest of an industry’s story after its first paragraph.',
    })
      .extend({
        /** Read before a numbered step's title by screen readers ("Step 1:", then the title). */
        step: wording('n').describe(
          'Step|Read before a numbered step’s title by screen readers, then the title: “Step 1:”.',
        ),
      })
      .describe('Section labels|Fixed words inside page sections.'),
    reading: words({
      lastUpdated: 'Last updated|Before the day the text last changed.',
      toc: 'Contents heading|The heading of the list of the page’s sections.',
      email: 'Email|A legal page’s last line: its question, then “Email … or call …” with the details from settings.',
      call: 'Call|The word before the phone number in that line.',
      glance: 'At a glance heading|Above a legal page’s short points, before its text.',
      related: 'Other pages heading|Above the links to the other legal pages, at the end of one.',
    }).describe('Reading words|The words around long-form reading pages (blog posts and legal pages).'),
  })
  .strict();

export const uiSchema = z
  .object({
    newTabNote: text().describe('New tab note|Read by screen readers after a link that opens in a new tab.'),
    searchCopy: words({
      formLabel: 'Form name|The name screen readers announce for the search form.',
      inputLabel: 'Box name|The name screen readers announce for the search box.',
      placeholder: 'Placeholder|The grey words in the empty box.',
      submit: 'Button wording|The words of the search button.',
      resultsLabel: 'Results name|The name screen readers announce for the results.',
      searching: 'While searching|What is shown while results load.',
      tryInstead: 'Try instead|In the dropdown when nothing matches: “Try …, or ask us directly.”',
      askUs: 'Ask us|The invitation to call when search does not help.',
      unavailableBox: 'Search unavailable|What is shown when search cannot run.',
    })
      .extend({
        found: z
          .object({
            one: wording('n', 'q').describe('One|The wording for exactly one.'),
            other: wording('n', 'q').describe('Other|The wording for any other number.'),
          })
          .strict()
          .describe('Results found|The wording for the number of results ({n}, {q}).'),
        noMatch: wording('q').describe('No results|The wording when nothing matches ({q}).'),
        seeAll: wording('n').describe('See all|The wording of the link to every result ({n}).'),
      })
      .describe('Search words|The search box (header, phone menu, /search) and its dropdown of results.'),
    callCopy: words({
      play: 'Play button|The words of the button that starts a sample call.',
      pause: 'Pause button|The words of the button that pauses it.',
      resume: 'Resume button|The words of the button that resumes it.',
      again: 'Play again button|The words of the button that plays it again.',
      stop: 'Stop button|Its short word on wide screens.',
      stopLabel: 'Stop button name|Its full name for screen readers.',
      idle: 'Before the call|The status line before the call starts.',
      onCall: 'On call|The status line while it plays (the call’s time follows it).',
      onHold: 'Paused|The status line while it is paused.',
      ended: 'Ended|The status line at its end.',
      captionsOnly: 'Captions only|Shown instead of “On call” when the browser has no voice, and announced.',
      captionsNote: 'Captions note|The line explaining that the call shows as captions.',
      connecting: 'Connecting|Shown while the call connects.',
      captionsLabel: 'Captions name|The name screen readers announce for the captions.',
    })
      .extend({
        answering: wording('name').describe('Answering|Shown while the mentor answers ({name}).'),
        example: wording('caller').describe('Example|The card’s name for screen readers ({caller}).'),
      })
      .describe('Sample call words|Every sample call card: its button, the status line and what shows while it plays.'),
  })
  .strict();

export type NavigationWords = z.infer<typeof navigationSchema>;
export type LabelsWords = z.infer<typeof labelsSchema>;
export type UiWords = z.infer<typeof uiSchema>;
/** The search box's words (the header, the drawer and /search). */
export type SearchCopy = UiWords['searchCopy'];
/** The sample call's control, status line and captions (every call card). */
export type CallCopy = UiWords['callCopy'];
