import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { specWords } from '../lib/spec-words';

/** The spec, in the shared folder beside the project (where the sessions and CI keep it). */
const specFile = '../shared/spec/site-spec.md';

const wordings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(wordings) : Object.values(v as object).flatMap(wordings);

describe('the spec’s wordings (tests/lib/spec-words.ts)', () => {
  it.skipIf(!existsSync(specFile))('are all in the spec (its casing aside)', () => {
    const spec = readFileSync(specFile, 'utf8').toLowerCase().replace(/\s+/g, ' ');
    const all = wordings(specWords);
    expect(all.length).toBeGreaterThan(30);
    for (const w of all) expect(spec, w).toContain(w.toLowerCase());
  });
});
