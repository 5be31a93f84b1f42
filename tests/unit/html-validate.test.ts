import { HtmlValidate } from 'html-validate';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SearchBox } from '@/components/search/search-box';
import { searchWords } from '@/lib/ui-words';

import config from '../../.htmlvalidate.mjs';

/** The site's html-validate config (.htmlvalidate.mjs), its local rule for the roles an <input> may take. */
const validator = new HtmlValidate(config);
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;
const roleErrors = async (body: string) =>
  (await validator.validateString(page(body))).results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'local/input-role-allowed')
    .map((m) => m.message);

describe('the combobox input type check (html-validate local/input-role-allowed)', () => {
  it('fails on a fault: a type="search" input with the combobox role', async () => {
    expect(
      await roleErrors(
        '<label for="q">Search</label><input id="q" type="search" role="combobox" aria-expanded="false" aria-controls="l"><div id="l" role="listbox"></div>',
      ),
    ).toEqual(['role "combobox" is not allowed on <input type="search"> (allowed: searchbox)']);
  });

  it('passes the header search box as rendered: a type="text" combobox with inputmode and enterkeyhint search', async () => {
    const html = renderToStaticMarkup(createElement(SearchBox, { id: 'hdr', copy: searchWords }));
    expect(html).toMatch(/<input[^>]*role="combobox"/);
    expect(html).toMatch(/<input[^>]*type="text"/);
    expect(html).toMatch(/<input[^>]*inputMode="search"|<input[^>]*inputmode="search"/);
    expect(html).toMatch(/<input[^>]*enterKeyHint="search"|<input[^>]*enterkeyhint="search"/);
    expect(await roleErrors(html)).toEqual([]);
  });
});
