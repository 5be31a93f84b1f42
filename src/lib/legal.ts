/**
 * A legal page as its template draws it (src/components/templates/legal-page.tsx), from the page's body as Astro's
 * Markdown pipeline rendered it (`entry.rendered.html`): the paragraphs before the first `##` are the intro, each
 * `##` starts a section of paragraphs and a bulleted list. With the site's analytics on, the front matter's
 * `withAnalytics` swaps in its summary, sections and lines.
 */
import { analytics } from '@/lib/settings';
import type { LegalFrontMatter, LegalPageContent, LegalSection } from '@/schemas/legal';

import { format } from './format';
import { smartText } from './smart-text';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
/** A block's text: plain text only (the template writes text, not markup). */
function textOf(html: string, file: string): string {
  if (/<[a-z]/i.test(html)) throw new Error(`${file}: write plain text here: links and emphasis are not shown`);
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e]!).trim();
}

export function legalPage(
  data: LegalFrontMatter,
  html: string,
  file: string,
  related: LegalPageContent['related'] = [],
): LegalPageContent {
  const on = analytics.enabled;
  const w = data.withAnalytics ?? {};
  const host = on ? new URL(analytics.endpoint).host : '';
  // The lines to swap, as the page shows them (with the same punctuation as the rendered body).
  const swap = new Map(on ? (w.replace ?? []).map((r) => [smartText(r.text), smartText(r.with)]) : []);
  const line = (t: string) => format(swap.get(t) ?? t, { host });
  const intro: string[] = [];
  const sections: LegalSection[] = [];
  const only = `${file}: only paragraphs, "## " headings and one "- " list per section are allowed here`;
  const blocks = /<(h2|p|ul)(?:\s[^>]*)?>([\s\S]*?)<\/\1>\s*/gy;
  const rest = html.trim();
  let m: RegExpExecArray | null;
  while (blocks.lastIndex < rest.length && (m = blocks.exec(rest))) {
    const [, tag, inner] = m as unknown as [string, 'h2' | 'p' | 'ul', string];
    const current = sections.at(-1);
    if (tag === 'h2') sections.push({ heading: textOf(inner, file), paragraphs: [] });
    else if (tag === 'p') (current?.paragraphs ?? intro).push(line(textOf(inner, file)));
    else if (current && !current.list)
      current.list = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((i) => line(textOf(i[1]!, file)));
    else throw new Error(only);
  }
  if (blocks.lastIndex !== rest.length) throw new Error(only);
  const onlyWith = new Set(w.sections ?? []);
  return {
    eyebrow: data.eyebrow,
    title: data.title,
    summary: on && w.summary ? w.summary : data.summary,
    lastUpdated: data.lastUpdated,
    intro,
    sections: sections.filter((s) => on || !onlyWith.has(s.heading)),
    glance: (data.glance ?? []).map((g) => ({ term: g.term, text: line(smartText(g.text)) })),
    questions: data.questions,
    related,
  };
}
