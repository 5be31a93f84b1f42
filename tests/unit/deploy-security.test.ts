import { describe, expect, it } from 'vitest';

import { site } from '@/lib/settings';

import { contentSecurityPolicy, vendorSource } from '../../deploy/headers.mjs';
import { nginxConfig } from '../../deploy/nginx.mjs';
import { policyFor, withoutScripts } from '../../scripts/postbuild.mjs';

/** The server {} blocks of the generated nginx config. */
const servers = (conf: string) => conf.split(/^server \{$/m).slice(1);

describe('nginx: HTTPS, redirect, error pages', () => {
  const conf: string = nginxConfig();
  const [http, tls] = servers(conf);

  it('port 80 only redirects (301, same URI) to the configured origin, never to the Host sent, and sends no HSTS', () => {
    expect(http).toMatch(/listen 80 default_server;/);
    expect(http).toContain('return 301 https://www.pocketmentor.example$request_uri;');
    expect(conf).not.toContain('$host$request_uri');
    expect(http).not.toMatch(/Strict-Transport-Security|location|root /);
  });

  it('both servers are their port’s default and close the connection (444) for any host but the site’s', () => {
    expect(servers(conf)).toHaveLength(2);
    expect(http).toContain('server_name www.pocketmentor.example;');
    expect(tls).toContain('server_name www.pocketmentor.example;');
    expect(tls).toMatch(/listen 443 ssl http2 default_server;/);
    for (const server of [http, tls]) expect(server).toContain('if ($pm_known_host = 0) { return 444; }');
    const map = /map \$host \$pm_known_host \{([^}]*)\}/.exec(conf)![1];
    expect(
      map
        .trim()
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual(['default 0;', 'www.pocketmentor.example 1;']);
  });

  it('one range per request, headers within 10 s, and no .br/.gz copy served as a URL of its own', () => {
    expect(tls).toContain('max_ranges 1;');
    for (const server of [http, tls]) expect(server).toContain('client_header_timeout 10s;');
    const sibling = /location ~ (\S+) \{\n\s*if \(-f \$document_root\$pm_plain\) \{ return 404; \}/.exec(tls);
    expect(sibling, 'the .br/.gz location').not.toBeNull();
    const re = new RegExp(sibling![1].replace('?<pm_plain>', '?<plain>'));
    expect(re.exec('/_worker.js.br')?.groups?.plain).toBe('/_worker.js');
    expect(re.exec('/404.html.gz')?.groups?.plain).toBe('/404.html');
    expect(re.test('/app.js')).toBe(false);
  });

  it('the HTTPS server: HTTP/2, TLS 1.2/1.3 with forward-secret AEAD ciphers, certbot paths, HSTS, CORP', () => {
    expect(tls).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(tls).toContain('ssl_certificate /etc/letsencrypt/live/www.pocketmentor.example/fullchain.pem;');
    expect(tls).toContain('ssl_certificate_key /etc/letsencrypt/live/www.pocketmentor.example/privkey.pem;');
    expect(tls).toContain('ssl_session_tickets off;');
    for (const c of /ssl_ciphers ([^;]+);/.exec(tls)![1].split(':'))
      expect(c).toMatch(/^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
    expect(tls).toMatch(/add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;/);
    expect(tls).toMatch(/add_header Cross-Origin-Resource-Policy "same-origin" always;/);
  });

  it('branded pages for 400/403/404/414/5xx; the exported 404 route and the error pages answer 404', () => {
    expect(tls).toContain('error_page 400 /errors/400/index.html;');
    expect(tls).toContain('error_page 403 /errors/403/index.html;');
    expect(tls).toContain('error_page 404 /404.html;');
    expect(tls).toContain('error_page 414 /errors/414/index.html;');
    expect(tls).toContain('error_page 500 502 503 504 /errors/500/index.html;');
    expect(tls).toContain('location ^~ /errors/ { internal; }');
    const route = new RegExp(/location ~ (\S+) \{ return 404; \}/.exec(tls)![1]);
    for (const p of ['/404/', '/404', '/_not-found/', '/_not-found', '/_not-found/index.txt'])
      expect(route.test(p), p).toBe(true);
    for (const p of ['/404.html', '/company/', '/404-guide/']) expect(route.test(p), p).toBe(false);
  });

  it('origin (SITE_URL), other names and the certificate are options; the origin must be https', () => {
    const c: string = nginxConfig({
      siteUrl: 'https://www.example.com',
      serverNames: ['example.com'],
      cert: '/c.pem',
      key: '/k.pem',
    });
    expect(c).toContain('server_name www.example.com example.com;');
    expect(c).toContain('  www.example.com 1;\n  example.com 1;\n}');
    expect(c).toContain('ssl_certificate /c.pem;');
    expect(c).toContain('return 301 https://www.example.com$request_uri;');
    expect(nginxConfig({ siteUrl: 'https://www.example.com:8443/' })).toContain(
      'return 301 https://www.example.com:8443$request_uri;',
    );
    for (const bad of ['http://www.example.com', 'https://www.example.com/path', 'www.example.com'])
      expect(() => nginxConfig({ siteUrl: bad }), bad).toThrow();
  });
});

describe('booking vendor policy from site.booking', () => {
  it('adds the configured sources to the embedding page only, per directive', () => {
    const attr = JSON.stringify(site.booking.csp).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    const csp: string = policyFor(
      `<div data-booking-script="${site.booking.scriptUrl}" data-booking-frame="${site.booking.iframeSrc}" data-booking-csp="${attr}"></div>`,
    );
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)![1].split(' ');
    for (const s of site.booking.csp.connect) expect(directive('connect-src')).toContain(s);
    for (const s of site.booking.csp.img) expect(directive('img-src')).toContain(s);
    for (const s of site.booking.csp.style) expect(directive('style-src-elem')).toContain(s);
    for (const s of site.booking.csp.frame) expect(directive('frame-src')).toContain(s);
    expect(directive('script-src')).toContain(new URL(site.booking.scriptUrl).origin);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    const plain: string = policyFor('<p>no widget</p>');
    expect(plain).toContain("connect-src 'self';");
    expect(plain).toContain("img-src 'self' data:;");
    expect(plain).not.toMatch(/bookings/);
  });

  it('accepts only https origins and hashes: anything that would loosen the policy fails the build', () => {
    expect(vendorSource('https://api.vendor.example')).toBe('https://api.vendor.example');
    expect(vendorSource('https://*.vendor.example')).toBe('https://*.vendor.example');
    expect(vendorSource("'sha256-x5zwW81j8u3X6j38kHO9ckSweisW3IEHtpvf0H4tbcM='")).toMatch(/^'sha256-/);
    for (const bad of [
      "'unsafe-inline'",
      'https:',
      '*',
      'http://vendor.example',
      'https://vendor.example/path',
      'https://v.example; script-src *',
      "'unsafe-eval'",
      'data:',
    ]) {
      expect(() => vendorSource(bad), bad).toThrow(/not allowed/);
    }
    expect(() => contentSecurityPolicy({ connectOrigins: ["'unsafe-inline'"] })).toThrow();
  });
});

describe('the web server error pages', () => {
  it('ship no script: inline, external and preloaded scripts are removed, the rest is kept', () => {
    const page =
      '<html><head><link rel="modulepreload" as="script" href="/a.js"/><script src="/a.js" async=""></script></head>' +
      '<body><main><h1>Error 500</h1><form action="/search/"></form></main><script>self.__pm.push([1,"x"])</script></body></html>';
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script|as="script"/);
    expect(html).toContain('<h1>Error 500</h1><form action="/search/"></form>');
  });
});
