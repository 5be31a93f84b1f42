// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { svgDataUrl } from '../../scripts/first-paint.mjs';
import { nuErrors } from '../../scripts/validate-nu.mjs';

const dir = mkdtempSync(join(tmpdir(), 'pm-nu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;
const scene = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="10" height="10" fill="#fff"/>\n</svg>`;
const symbol = '<symbol id="pm-icon-x" viewBox="0 0 24 24"><path d="M0 0h24"/></symbol>';

describe('the W3C Nu check (scripts/validate-nu.mjs)', () => {
  // One JVM start: seconds on a quiet machine, many more on a busy one.
  it(
    'fails on a fault page and passes the page as first-paint writes it, the checker’s lag set aside',
    { timeout: 120_000 },
    () => {
      // The fault page: `hidden` on the sprite's <svg>, and spaces in the hero scene's data: URL.
      writeFileSync(
        join(dir, 'fault.html'),
        page(
          `<svg xmlns="http://www.w3.org/2000/svg" hidden>${symbol}</svg>` +
            `<main><h1>t</h1><img alt="" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"></main>`,
        ),
      );
      // The same page as scripts/first-paint.mjs writes it now, with what is set aside: current CSS the checker does
      // not know (@property, a scroll-driven animation) and elementtiming on the hero's image.
      writeFileSync(
        join(dir, 'good.html'),
        page(
          `<div hidden><svg xmlns="http://www.w3.org/2000/svg">${symbol}</svg></div>` +
            `<main><h1>t</h1><img alt="" elementtiming="hero" src="${svgDataUrl(scene)}"></main>`,
          "<style>@property --a{syntax:'<length>';inherits:false;initial-value:0px}" +
            '.r{animation-timeline:view();margin-trim:block}</style>',
        ),
      );
      const { errors, setAside } = nuErrors([dir]);
      expect(
        errors.every((e) => e.file.endsWith('fault.html')),
        JSON.stringify(errors),
      ).toBe(true);
      const messages = errors.map((e) => e.message).join('\n');
      expect(messages).toMatch(/Attribute “hidden” not allowed on element “svg”/);
      expect(messages).toMatch(/Bad value .* for attribute “src” on element “img”.*Space is not allowed/);
      expect(setAside).toBeGreaterThanOrEqual(3);
    },
  );
});
