import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { site } from '@/lib/settings';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|css)$/.test(n) ? [p] : [];
  });

describe('business constants', () => {
  it('has the constants the spec asks for', () => {
    expect(site.phone.tel).toMatch(/^\+\d{11}$/);
    expect(site.secondaryPhone.tel).not.toBe(site.phone.tel);
    expect(site.address.poBox).toMatch(/^PO Box \d+/);
    expect(site.address.region).toBe('IN');
    expect(site.communityUrl).toMatch(/^https:\/\//);
    expect(site.autismInitiativeUrl).toMatch(/^https:\/\//);
    expect(site.booking.minHeight).toBe(700);
    for (const s of site.social) expect(Object.keys(s).sort()).toEqual(['href', 'icon', 'label', 'name']);
  });

  it('are written only in src/lib/business-settings.ts', () => {
    const needles = [
      site.phone.display,
      site.phone.tel,
      site.secondaryPhone.display,
      site.secondaryPhone.tel,
      site.address.poBox,
      site.communityUrl,
      site.autismInitiativeUrl,
      site.email,
      site.booking.scriptUrl,
      site.booking.iframeSrc,
      ...site.social.map((s) => s.href),
    ];
    for (const file of files('src')) {
      if (file.endsWith(join('lib', 'business-settings.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const n of needles) expect(text.includes(n), `${file} hard-codes ${n}`).toBe(false);
    }
  });
});
