import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { cacheControlFor, contentSecurityPolicy, immutablePrefix, securityHeaders } from '../../deploy/headers.mjs';
import { nginxConfig, nginxMainConfig, nginxWorkers } from '../../deploy/nginx.mjs';
import { testNginxConfig } from '../../scripts/nginx-serve.mjs';
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

  it('the browser tests’ nginx runs the shipped worker settings and the shipped servers', () => {
    const test: string = testNginxConfig({
      prefix: '/tmp/x',
      port: '3200',
      httpPort: '3201',
      cert: '/tmp/x/cert.pem',
      key: '/tmp/x/key.pem',
      mimeTypes: '/etc/nginx/mime.types',
      brotli: true,
    });
    const shipped: string = nginxMainConfig();
    for (const [directive, value] of [
      ['worker_processes', nginxWorkers.processes],
      ['worker_connections', String(nginxWorkers.connections)],
    ]) {
      expect(shipped, directive).toContain(`${directive} ${value};`);
      expect(test, directive).toContain(`${directive} ${value};`);
    }
    expect(nginxWorkers).toEqual({ processes: 'auto', connections: 1024 });
    // The same servers, with the test origin and localhost as the site's names.
    expect(test).toContain('return 301 https://127.0.0.1:3200$request_uri;');
    expect(test).toMatch(/^\s*server_name 127\.0\.0\.1 localhost;$/m);
    expect(test.match(/if \(\$pm_known_host = 0\) \{ return 444; \}/g)).toHaveLength(2);
    expect(test).toContain('max_ranges 1;');
  });

  it('every response carries CORP same-origin; style-src has no unsafe-inline (style attributes: style-src-attr)', () => {
    expect(securityHeaders['Cross-Origin-Resource-Policy']).toBe('same-origin');
    const csp: string = policyFor('<style>.x{}</style><p style="color:red">x</p>');
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1];
    expect(directive('style-src')).toBe(`'self' ${sha('.x{}')}`);
    expect(directive('style-src-elem')).toBe(`'self' ${sha('.x{}')}`);
    expect(directive('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
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
    expect(cacheControlFor(`${immutablePrefix}chunks/a.js`)).toMatch(/immutable/);
    expect(nginxConfig()).toContain(`~^${immutablePrefix} "public, max-age=31536000, immutable";`);
    expect(cacheControlFor('/company/')).toBe('public, max-age=0, must-revalidate');
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
  });
});
