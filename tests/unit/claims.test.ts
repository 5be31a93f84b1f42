import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import type { IndustryContent } from '@/schemas/industry';
import type { SolutionFile } from '@/schemas/solution';

import { blocksOf, composedPage, composedPages, composedTemplates } from '../lib/composed-pages';
import { entries, news } from '../lib/content';

/**
 * Wordings the site cannot stand behind. Every claim on the site comes from the spec's list of claims (section 1)
 * and constants (section 9), worded as what the product is designed to do, never as a guarantee. Each entry says
 * why it is banned and gives an example it must catch (checked below, so a broken pattern fails too).
 * Add to this list whenever a review finds a new over-claim.
 */
export const bannedWording: { pattern: RegExp; why: string; example: string }[] = [
  {
    pattern: /\w-compliant\b|\b(HIPAA|SOC ?2|GDPR|PCI|ISO ?\d+) compliant\b/i,
    why: 'Asserts a certified status. The spec claims "HIPAA compliance" on healthcare pages: say "Built for HIPAA compliance".',
    example: 'HIPAA-compliant, no app, live in days.',
  },
  {
    pattern: /\bentirely outside\b/i,
    why: 'A network-isolation guarantee. The spec claims no system integration and air-gapped use, not an architecture.',
    example: 'Pocket Mentor sits entirely outside your SCADA and OT networks.',
  },
  {
    pattern: /\bno network path\b|\bno (new )?path into\b|\bopens no new path\b/i,
    why: 'A network-architecture guarantee beyond the spec. Say: no Wi-Fi, no system integration, works air-gapped.',
    example: 'Secure facilities need no network path to use it.',
  },
  {
    pattern: /\bnever (connects|touches)\b|\bnothing touches\b/i,
    why: 'An absolute about connectivity. The spec claim is "no system integration": say that.',
    example: 'Nothing is installed, nothing touches the plant network.',
  },
  {
    pattern: /\bonly from\b/i,
    why: 'The spec says it answers from the organisation’s own material; "only" guarantees an AI never strays from it. Say "answers from" or "is designed to answer from".',
    example: 'It answers only from the material you give it.',
  },
  {
    pattern:
      /\b(never|does not|doesn['’]t|won['’]t|will not|cannot|can['’]t) (make|makes) (up|things up)\b|\bnever hallucinat/i,
    why: 'Promises an AI never invents an answer. No basis in the spec: describe what it is designed to answer from.',
    example: 'Pocket Mentor does not make up its own version of how your work is done.',
  },
  {
    pattern: /\bexactly as (written|your|the|it|they)\b|\bread exactly\b|\bread as written\b/i,
    why: 'Promises word-for-word reproduction of a document. Say it talks people through the written procedure step by step.',
    example: 'Lockout/tagout procedures spoken exactly as written.',
  },
  {
    pattern:
      /\b100 ?%|\bwe guarantee\b|\bguaranteed (results?|accuracy|uptime|savings|ROI|answers?)\b|\balways (right|correct|accurate)\b/i,
    why: 'An outright guarantee of results or accuracy. Figures come only from the spec, labelled as illustrative targets.',
    example: 'Guaranteed results and 100% accurate answers.',
  },
  {
    pattern: /\bwe read every\b/i,
    why: 'An operational promise nobody can audit ("we read every message/report").',
    example: 'We read every message.',
  },
  {
    pattern: /\bnamed (partner )?contact\b/i,
    why: 'Promises a specific person. The spec’s basis is "account management: ongoing"; say account management or a contact.',
    example: 'A named contact from discovery to launch.',
  },
  {
    pattern: /\bwallet cards?\b|\btwo-minute introduction\b|\bfirst-week check-in\b|\bnothing goes live until\b/i,
    why: 'Implementation deliverables and go-live guarantees invented beyond the spec (four phases plus its claims).',
    example: 'Wallet cards and posters, a first-week check-in; nothing goes live until your team has approved it.',
  },
  {
    pattern: /\b(shown )?in your (own |local )?time ?zone\b|\bconfirmation (by )?e-?mail\b/i,
    why: 'The booking widget’s behaviour belongs to the scheduling vendor, not to us.',
    example: 'Times are shown in your time zone. You will get a confirmation by email.',
  },
  {
    pattern:
      /\b(no|not (keep|store|hold)( any)?) records? of (who called or )?what (they|people|callers|anyone|staff) (asked|ask)\b/i,
    why: 'Contradicts the quarterly AI usage reviews. The story: no record of who called; reviews see aggregated, anonymous question topics.',
    example: 'We do not keep records of who called or what they asked.',
  },
  {
    pattern: /\bsupport (continues|lasts|ends) (for|after) 30 to 60 days\b/i,
    why: 'Support is ongoing; 30 to 60 days after launch is its post-launch phase (spec section 9).',
    example: 'Support continues for 30 to 60 days after launch.',
  },
  {
    pattern: /\bbeing written\b|\bin preparation\b|\b(is|are) on the way\b/i,
    why: 'Reads as unfinished. Say what exists today, or that there is none.',
    example: 'Our first guides are being written; summaries are on the way.',
  },
];

/* ---------- Every string in the content modules' exports and the content files, plus blog markdown ---------- */

const modules = import.meta.glob<Record<string, unknown>>('../../src/content/**/*.ts', { eager: true });
/**
 * The content files whose every string is copy: the industry and solution pages, the pages with their own
 * template (home, Pocket Mentor, community, contact, search, 404, the blog page), the section overviews and the
 * site-wide words (the composed pages and legal pages are read below).
 */
const industryFiles = entries<IndustryContent>('industries');
const solutionFiles = entries<SolutionFile>('solutions');
const ownTemplatePages = entries<{ template: string }>('pages').filter((e) => !(e.data.template in composedTemplates));
const contentFiles = [
  ...industryFiles.map((e) => [`industries/${e.id}.yaml`, e.data] as const),
  ...solutionFiles.map((e) => [`solutions/${e.id}.yaml`, e.data] as const),
  ...ownTemplatePages.map((e) => [`pages/${e.id}.yaml`, e.data] as const),
  ...entries('overviews').map((e) => [`overviews/${e.id}.yaml`, e.data] as const),
  ...entries('site').map((e) => [`site/${e.id}.yaml`, e.data] as const),
  ...entries('events').map((e) => [`events/${e.id}.yaml`, e.data] as const),
  ...entries('news').map((e) => [`news/${e.id}.yaml`, e.data] as const),
];

/** Strings in a value: strings themselves, `value label` pairs as one phrase, and template functions called. */
function strings(value: unknown, path: string, out: [string, string][], seen = new WeakSet<object>()): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function' && value.length > 0 && value.length <= 3) {
    // Copy templates inside content (e.g. `minRead(n)`, `caption(documents, phones)`): their fixed words.
    try {
      const text: unknown = (value as (...a: string[]) => unknown)('1', '1', '1');
      if (typeof text === 'string') out.push([`${path}()`, text]);
    } catch {
      // Logic, not copy.
    }
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const o = value as Record<string, unknown>;
    const pair = typeof o.value === 'string' && typeof o.label === 'string';
    if (pair) out.push([path, `${o.value} ${o.label}`]);
    for (const [k, v] of Object.entries(o)) if (!(pair && k === 'value')) strings(v, `${path}.${k}`, out, seen);
  }
}

const blogDir = 'src/content/blog';
const posts = readdirSync(blogDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const text = readFileSync(join(blogDir, f), 'utf8');
    const front = text.split('---')[1] ?? '';
    const field = (name: string) =>
      (front.match(new RegExp(`^${name}:(.*)$`, 'm'))?.[1] ?? '').trim().replace(/^['"]|['"]$/g, '');
    return { file: f, text, title: field('title'), date: field('date') };
  });

/** The legal pages (Markdown): their front matter and the text below it. */
const legal = entries<{ lastUpdated: string }>('legal');
const legalText = (id: string) => {
  const page = legal.find((e) => e.id === id)!;
  return `${JSON.stringify(page.data)}\n${page.body}`;
};

function allCopy(): [string, string][] {
  const out: [string, string][] = [];
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod))
      strings(value, `${file.replace(/^.*src\/content\//, '')}:${name}`, out);
  }
  for (const [file, data] of contentFiles) strings(data, file, out);
  // Composed pages: their content files.
  for (const page of composedPages()) strings(page.data, `pages/${page.id}.yaml`, out);
  // Markdown: front matter and body, one paragraph per entry.
  for (const p of posts) for (const para of p.text.split(/\n\s*\n/)) out.push([`blog/${p.file}`, para]);
  for (const e of legal) {
    strings(e.data, `legal/${e.id}.md`, out);
    for (const para of e.body!.split(/\n\s*\n/)) out.push([`legal/${e.id}.md`, para]);
  }
  return out;
}

const copy = allCopy();

describe('claims: nothing the site cannot stand behind', () => {
  it('reads copy from every content module, every content file and every blog post', () => {
    expect(Object.keys(modules).length + contentFiles.length + composedPages().length + legal.length).toBeGreaterThan(
      60,
    );
    expect(industryFiles.length).toBeGreaterThanOrEqual(18);
    expect(solutionFiles.length).toBeGreaterThanOrEqual(18);
    expect(composedPages().length).toBeGreaterThanOrEqual(27);
    expect(contentFiles.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'pages/index.yaml',
        'pages/products/pocket-mentor.yaml',
        'pages/404.yaml',
        'pages/blog.yaml',
      ]),
    );
    expect(contentFiles.filter(([file]) => file.startsWith('overviews/')).length).toBe(7);
    expect(legal.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    // Body, titles and meta descriptions are all in the scan.
    const paths = copy.map(([p]) => p).join('\n');
    expect(paths).toMatch(/industries\/healthcare.*meta\.description/);
    expect(paths).toMatch(/meta\.description/);
    expect(paths).toMatch(/meta\.title/);
    expect(copy.length).toBeGreaterThan(3000);
  });

  it('each banned pattern catches its own example', () => {
    for (const b of bannedWording) expect(b.example, b.why).toMatch(b.pattern);
  });

  it('no page, title, meta description or post uses a banned wording', () => {
    const hits = copy.flatMap(([path, text]) =>
      bannedWording
        .filter((b) => b.pattern.test(text))
        .map((b) => `${path}: “${text.match(b.pattern)![0]}” (${b.why})`),
    );
    expect(hits).toEqual([]);
  });

  it('says HIPAA only as the spec’s claim, "HIPAA compliance", and only on the healthcare page', () => {
    for (const [path, text] of copy) {
      if (!/HIPAA/.test(text)) continue;
      expect(path).toMatch(/healthcare/);
      for (const m of text.matchAll(/HIPAA[\s-]*[A-Za-z]+/g)) expect(m[0], path).toBe('HIPAA compliance');
    }
  });
});

describe('claims: one story of what the service keeps and what is reviewed', () => {
  it('wherever usage reviews are mentioned, says they see aggregated, anonymous question topics', () => {
    const mentions = copy.filter(([, text]) => /usage reviews?/i.test(text));
    // Privacy policy, leadership, support, implementation, knowledge base, documentation, values, newsroom, two posts.
    expect(mentions.length).toBeGreaterThanOrEqual(10);
    for (const [path, text] of mentions) expect(text, path).toMatch(/aggregated, anonymous question topics/);
  });

  it('the privacy policy keeps no user data and no record of who called, and says what reviews look at', () => {
    const text = legalText('privacy-policy');
    expect(text).toMatch(/collects and stores no user data/);
    expect(text).toMatch(/no record of who called/);
    expect(text).toMatch(/quarterly AI usage reviews/);
    expect(text).toMatch(/aggregated, anonymous question topics/);
  });
});

/** Where the spec puts its figures (section 9): every percentage in copy sits in one of these contexts. */
const figureContexts: Record<string, RegExp> = {
  // "onboarding cut by up to 80%"; illustrative "onboarding time cut by 60% or 80%".
  '80%': /onboarding/i,
  // "60% fewer support tickets"; illustrative "onboarding time cut by 60%".
  '60%': /onboarding|fewer support tickets/i,
  // "rework cut by 40% in a story"; illustrative "downtime cut by 40% in 30 days".
  '40%': /rework|downtime[^.]*40% in 30 days/i,
  // A caller's question in a sales mini call ("Can I give 15% on a two-year deal?"), not a claim.
  '15%': /give 15% on/,
};

describe('claims: figures only where the spec puts them', () => {
  it('every percentage is one of the spec’s, in its context', () => {
    for (const [path, text] of copy) {
      for (const m of text.matchAll(/\b\d+ ?%/g)) {
        const figure = m[0].replace(' ', '');
        expect(Object.keys(figureContexts), `${path}: ${text}`).toContain(figure);
        expect(text, path).toMatch(figureContexts[figure]!);
      }
    }
  });

  it('stories attach no figure to support tickets (60% fewer support tickets is a claim, not a scenario outcome)', () => {
    const stories = [
      ...industryFiles.map((e) => [e.id, e.data.story] as const),
      ...solutionFiles.map((e) => [e.id, e.data.story] as const),
      ...blocksOf(composedPage('customers/customer-stories'), 'stories').flatMap((b) =>
        b.items.map((s) => [s.title, s] as const),
      ),
    ];
    expect(stories.length).toBeGreaterThanOrEqual(40);
    for (const [name, story] of stories)
      expect(JSON.stringify(story), name).not.toMatch(/\d ?%[^"]*tickets|tickets[^"]*\d ?%/i);
  });
});

describe('claims: the newsroom is dated from content', () => {
  it('dates a news item about a legal page as that page’s Last updated', () => {
    const about = news.filter((n) => n.link?.startsWith('/legal/'));
    expect(about.length).toBeGreaterThan(0);
    for (const n of about) expect(n.date, n.id).toBe(legal.find((e) => `/legal/${e.id}` === n.link)?.data.lastUpdated);
  });
});
