import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { cacheControlFor, contentSecurityPolicy } from '../../deploy/headers.mjs';
import { nginxConfig, nginxMainConfig } from '../../deploy/nginx.mjs';
import { policyFor } from '../../scripts/postbuild.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('deploy configs', () => {
  it('deploy/nginx.conf is the generator’s current output', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConfig());
    expect(readFileSync('deploy/nginx-main.conf', 'utf8')).toBe(nginxMainConfig());
  });

  it('nginx sends the precompressed files (brotli only when the module is there), gzip on the fly as fallback, one worker per core', () => {
    const conf: string = nginxConfig();
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    expect(conf).toMatch(/^\s*gzip on;$/m);
    expect(nginxConfig({ brotli: false })).not.toMatch(/brotli_static/);
    expect(nginxMainConfig()).toMatch(/^worker_processes auto;$/m);
  });

  it('hashes each executable inline script and style, skips data blocks, and allows the vendor only where embedded', () => {
    const html =
      '<script>self.a=1</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>' +
      '<style>.x{}</style><div data-booking-script="https://v.example/js/e.js" data-booking-frame="https://w.example/b?a=1&amp;b=2"></div>';
    const csp: string = policyFor(html);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).toContain(sha('self.a=1'));
    expect(scriptSrc).not.toContain(sha('{"a":1}'));
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1);
    expect(scriptSrc).toContain('https://v.example');
    expect(csp).toContain(`style-src-elem 'self' ${sha('.x{}')}`);
    expect(csp).toContain('frame-src https://w.example');
    expect(policyFor('<p>no widget</p>')).toContain("frame-src 'none'");
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  });

  it('caches hashed assets forever and revalidates pages', () => {
    expect(cacheControlFor('/_astro/a.B1x2c3d4.js')).toMatch(/immutable/);
    expect(cacheControlFor('/company/')).toBe('public, max-age=0, must-revalidate');
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
  });
});
