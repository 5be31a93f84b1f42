/**
 * A legal page's Markdown as its template draws it (src/components/templates/legal-page.tsx): the paragraphs
 * before the first `##` are the intro, each `##` starts a section of paragraphs and a bulleted list. With the
 * site's analytics on, the front matter's `withAnalytics` swaps in its summary, sections and lines.
 */
import { Lexer, type Token } from 'marked';

import { analytics } from '@/lib/settings';
import type { LegalFrontMatter, LegalPageContent, LegalSection } from '@/schemas/legal';

import { format } from './format';

export function legalPage(data: LegalFrontMatter, body: string, file: string): LegalPageContent {
  const on = analytics.enabled;
  const w = data.withAnalytics ?? {};
  const host = on ? new URL(analytics.endpoint).host : '';
  const swap = new Map(on ? (w.replace ?? []).map((r) => [r.text, r.with]) : []);
  const line = (t: string) => format(swap.get(t) ?? t, { host });
  const intro: string[] = [];
  const sections: LegalSection[] = [];
  for (const token of new Lexer().lex(body) as Token[]) {
    const current = sections.at(-1);
    if (token.type === 'heading' && token.depth === 2) sections.push({ heading: token.text, paragraphs: [] });
    else if (token.type === 'paragraph') (current?.paragraphs ?? intro).push(line(token.text));
    else if (token.type === 'list' && current && !current.list)
      current.list = token.items.map((i: { text: string }) => line(i.text));
    else if (token.type !== 'space')
      throw new Error(`${file}: only paragraphs, "## " headings and one "- " list per section are allowed here`);
  }
  const onlyWith = new Set(w.sections ?? []);
  return {
    eyebrow: data.eyebrow,
    title: data.title,
    summary: on && w.summary ? w.summary : data.summary,
    lastUpdated: data.lastUpdated,
    intro,
    sections: sections.filter((s) => on || !onlyWith.has(s.heading)),
    questions: data.questions,
  };
}
