#!/usr/bin/env node
/**
 * Compares two builds page by page: `node scripts/compare-builds.mjs <before-out> [after-out]` (after defaults to
 * out/). Every HTML page and text endpoint (sitemap, feed, robots, manifest) must be byte-identical once hashed
 * asset names (/_astro/name.HASH.ext) are normalised; it prints the first difference of each page that is not,
 * and exits 1. Used to prove a refactor changes no page (the content-as-data move), and kept for the next one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const [before, after = 'out'] = process.argv.slice(2);
if (!before) {
  console.error('usage: node scripts/compare-builds.mjs <before-out> [after-out]');
  process.exit(2);
}
const compared = /\.(html|xml|txt|webmanifest|json)$/;
const skip = /^(pagefind|_astro|errors)\//;

function files(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (compared.test(name)) out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.filter((f) => !skip.test(f)).sort();
}

/** Hashed asset names differ between builds whenever any source changes; their content is not compared here. */
const normalise = (s) => s.replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css|woff2|svg|png|webp)/g, '$1.HASH.$2');

const a = files(before);
const b = new Set(files(after));
let differences = 0;
for (const f of a) {
  if (!b.has(f)) {
    console.log(`missing in ${after}: ${f}`);
    differences++;
    continue;
  }
  b.delete(f);
  const x = normalise(readFileSync(join(before, f), 'utf8'));
  const y = normalise(readFileSync(join(after, f), 'utf8'));
  if (x === y) continue;
  differences++;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  console.log(
    `${f}: differs at ${i}\n  before: …${x.slice(Math.max(0, i - 80), i + 120)}\n  after:  …${y.slice(Math.max(0, i - 80), i + 120)}`,
  );
}
for (const f of b) {
  console.log(`new in ${after}: ${f}`);
  differences++;
}
console.log(`${a.length} files compared: ${differences ? `${differences} differ` : 'all identical'}`);
process.exit(differences ? 1 : 0);
