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
    const text = out.replace(/<[^>]+>/g, '');
    expect(text).toContain('Safety procedure Gas odor on arrival');
    expect(text).toContain('00:04 Pocket Mentor says stop.');
    // A speaker's label, then their words in quotes; the closing quote and the full stop stay where they are.
    expect(text).toContain('Caller · at the mixer “Walk me through it.”');
  });
});
