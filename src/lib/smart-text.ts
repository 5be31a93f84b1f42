/**
 * Front-matter text (a post's title and summary) with the punctuation Astro's Markdown pipeline gives the body:
 * curly quotes and apostrophes, ellipses. The same engine (Sätteri, with Astro's smart punctuation), so a title and
 * its post read alike. The text is read as one line of Markdown (so `*` marks emphasis, which is dropped) and comes
 * back as plain text (characters, not entities: React escapes text).
 */
import { markdownToHtml } from 'satteri';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

export const smartText = (text: string): string =>
  markdownToHtml(text, { features: { smartPunctuation: true, frontmatter: false } })
    .html.replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e]!)
    .trim();
