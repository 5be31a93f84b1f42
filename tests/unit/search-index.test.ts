import { describe, expect, it } from 'vitest';

import { searchableHtml, unsearched } from '../../scripts/postbuild.mjs';

describe('the search index', () => {
  it('takes every page and post, and leaves out the search page, the 404, the editor and the blog’s list pages', () => {
    // The events' and the news items' later list pages are searched: their entries have no page of their own.
    for (const path of [
      '/',
      '/blog/',
      '/blog/why-voice-first/',
      '/blog/2025-review/',
      '/industries/healthcare/',
      '/company/events/2/',
      '/company/newsroom/3/',
    ])
      expect(unsearched(path), path).toBe(false);
    for (const path of [
      '/search/',
      '/404/',
      '/admin/',
      '/blog/2/',
      '/blog/12/',
      '/blog/tag/privacy/',
      '/blog/tag/privacy/3/',
    ])
      expect(unsearched(path), path).toBe(true);
  });

  it('reads a page without its inlined styles, scripts and icons, and without what screen readers skip', () => {
    const html =
      '<html><head><style>.a{color:red}</style><script type="module">boot()</script></head><body>' +
      '<div hidden><svg xmlns="http://www.w3.org/2000/svg"><symbol id="pm-icon-x"></symbol></svg></div>' +
      '<main data-pagefind-body=""><span aria-hidden="true">02</span><p>Words</p></main></body></html>';
    const out = searchableHtml(html);
    expect(out).not.toMatch(/<style|<script|<symbol|color:red|boot\(\)/);
    expect(out).toContain('<span aria-hidden="true" data-pagefind-ignore="all">02</span> <p>Words</p>');
  });

  it('keeps the words of neighbouring elements apart', () => {
    const out = searchableHtml(
      '<main><figcaption><span>Safety procedure</span><span>Gas odor on arrival</span></figcaption>' +
        '<p><span>00:04</span><span>Pocket Mentor</span> says <em>stop</em>.</p>' +
        '<p><span>Caller · at the mixer</span>“<!-- -->Walk me through it.<!-- -->”</p></main>',
    );
    // Pagefind reads any run of spaces as one.
    const text = out.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Safety procedure · Gas odor on arrival');
    expect(text).toContain('00:04 Pocket Mentor says stop.');
    // A speaker's label, then their words in quotes; the closing quote and the full stop stay where they are.
    expect(text).toContain('Caller · at the mixer “Walk me through it.”');
  });

  it('puts " · " between blocks of text a reader sees apart, where the first does not end a sentence', () => {
    const text = (html: string) =>
      searchableHtml(html)
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    // A label and its value, a heading and its paragraph, the days of a timetable.
    expect(text('<main><figcaption><span>Safety procedure</span><span>Gas odor</span></figcaption></main>')).toBe(
      'Safety procedure · Gas odor',
    );
    expect(text('<div><p>Word for word</p><p>Allergen handling.</p><p>Next.</p></div>')).toBe(
      'Word for word · Allergen handling. Next.',
    );
    // Pagefind ends a heading with a full stop of its own.
    expect(text('<div><h3>Checklists</h3><p>Item by item.</p></div>')).toBe('Checklists Item by item.');
    expect(text('<div><h3><span>Word for word</span></h3><p>Allergen.</p></div>')).toBe('Word for word · Allergen.');
    expect(
      text('<ol><li><span>Day 1</span><span>Safety</span></li><li><span>Day 2</span><span>Counts</span></li></ol>'),
    ).toBe('Day 1 · Safety · Day 2 · Counts');
    // A step number screen readers skip is not text: the separator still goes between the blocks around it.
    const heard = searchableHtml(
      '<ol><li><span>Arrival</span></li><li><span aria-hidden="true">1</span><span>Leave.</span></li></ol>',
    ).replace(/<span aria-hidden="true" data-pagefind-ignore="all">1<\/span>/, '');
    expect(
      heard
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Arrival · Leave.');
  });

  it('leaves running text and finished sentences as they are, byte for byte', () => {
    const inline =
      '<main><p>Call <a href="/x">the number</a> and <strong>ask</strong>.</p><p><span>00:04</span><span>Pocket Mentor</span> says stop.</p>' +
      '<div><h3>Ends here.</h3><p>Then this.</p></div><img src="a.png" alt=""><br><p>Quote: “<em>stop</em>”</p></main>';
    const out = searchableHtml(inline);
    expect(out.replace(/> </g, '><')).toBe(inline);
  });
});
