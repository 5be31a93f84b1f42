import { describe, expect, it } from 'vitest';

import { afterFirstPart, postHeadings, sectionedBody } from '@/lib/post-sections';

const html =
  '<p>Intro.</p><h2 id="why">Why it &amp; works</h2><p>One.</p><h3 id="sub">Sub</h3><h2 id="how">How <em>it</em> runs</h2><p>Two.</p>';

describe('a post’s contents from its rendered body', () => {
  it('lists the h2s in order, with their ids and their text (entities decoded, markup dropped)', () => {
    expect(postHeadings(html)).toEqual([
      { id: 'why', text: 'Why it & works' },
      { id: 'how', text: 'How it runs' },
    ]);
  });

  it('wraps each h2 and what follows it, up to the next h2, in a part named for its timeline', () => {
    const out = sectionedBody(html, (i) => `--t-${i}`);
    expect(out.startsWith('<p>Intro.</p><div class="toc-part" style="view-timeline-name: --t-0"><h2 id="why">')).toBe(
      true,
    );
    expect(out).toContain(
      '<h3 id="sub">Sub</h3></div><div class="toc-part" style="view-timeline-name: --t-1"><h2 id="how">',
    );
    expect(out.endsWith('<p>Two.</p></div>')).toBe(true);
  });

  it('leaves a body without h2s as it is', () => {
    expect(sectionedBody('<p>Only text.</p>', (i) => `--t-${i}`)).toBe('<p>Only text.</p>');
    expect(postHeadings('<p>Only text.</p>')).toEqual([]);
  });

  it('puts the phone’s figure after the first part, before the only one, or nowhere', () => {
    const two = sectionedBody(html, (i) => `--t-${i}`);
    const out = afterFirstPart(two, '<figure>F</figure>');
    expect(out).toContain('<h3 id="sub">Sub</h3></div><figure>F</figure><div class="toc-part"');
    expect(out.replace('<figure>F</figure>', '')).toBe(two);
    const one = sectionedBody('<p>Intro.</p><h2 id="a">A</h2><p>B.</p>', (i) => `--t-${i}`);
    expect(afterFirstPart(one, '<figure>F</figure>')).toMatch(
      /^<p>Intro\.<\/p><figure>F<\/figure><div class="toc-part"/,
    );
    expect(afterFirstPart('<p>Only text.</p>', '<figure>F</figure>')).toBe('<p>Only text.</p>');
  });
});
