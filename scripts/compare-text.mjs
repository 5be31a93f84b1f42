#!/usr/bin/env node
/**
 * `npm run compare:text -- <before-out> [after-out] [path-prefix …]`: compares the text a reader sees in the
 * <main> of the pages two builds share (default prefixes: /blog/ and /legal/), so a change of how HTML is written
 * (entities against characters, attribute order, ids) is not a difference, and a change of words is. Prints each
 * page's first differing words and exits 1 when any page differs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';

const [before, after = 'out', ...prefixes] = process.argv.slice(2);
if (!before) throw new Error('usage: node scripts/compare-text.mjs <before-out> [after-out] [path-prefix …]');
const wanted = prefixes.length ? prefixes : ['/blog/', '/legal/'];

function* htmlFiles(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

/** The words of a page's <main>, as a reader meets them (scripts, styles and data blocks left out). */
function visibleText(html) {
  // Styles are left out before parsing: jsdom's CSS parser knows no modern CSS, and none of it is text.
  const { document } = new JSDOM(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')).window;
  const main = document.querySelector('main');
  if (!main) return '';
  for (const el of main.querySelectorAll('script, style, template')) el.remove();
  return main.textContent.replace(/\s+/g, ' ').trim();
}

let differ = 0;
let same = 0;
for (const file of htmlFiles(before)) {
  const path = '/' + relative(before, file);
  if (!wanted.some((p) => path.startsWith(p))) continue;
  const other = join(after, relative(before, file));
  if (!existsSync(other)) {
    console.log(`${path}: not in ${after}`);
    differ++;
    continue;
  }
  const a = visibleText(readFileSync(file, 'utf8')).split(' ');
  const b = visibleText(readFileSync(other, 'utf8')).split(' ');
  const i = a.findIndex((w, k) => w !== b[k]);
  if (i === -1 && a.length === b.length) {
    same++;
    continue;
  }
  differ++;
  const at = i === -1 ? Math.min(a.length, b.length) : i;
  console.log(`${path}: differs at word ${at} of ${a.length}/${b.length}`);
  console.log(`  before: …${a.slice(Math.max(0, at - 6), at + 10).join(' ')}…`);
  console.log(`  after:  …${b.slice(Math.max(0, at - 6), at + 10).join(' ')}…`);
}
console.log(`compare-text: ${same} pages read the same, ${differ} differ`);
process.exit(differ ? 1 : 0);
