import { connect } from 'node:tls';

import { axeViolations, cspViolations, expect, test, widths } from './fixtures';
import { rawRequest } from './raw-http';

/**
 * The shipped nginx config over HTTPS (the "nginx" project only: scripts/nginx-serve.mjs serves it with a
 * self-signed certificate for 127.0.0.1, and its port-80 server on the HTTPS port + 1).
 */
const https = (baseURL: string | undefined) => new URL(baseURL!);
const httpOrigin = (baseURL: string | undefined) => {
  const u = https(baseURL);
  return `http://${u.hostname}:${Number(u.port) + 1}`;
};

/**
 * One raw HTTP/1.1 exchange over TLS, for requests a browser or fetch client will not send. The request is
 * written, not ended: the server closes the connection after its answer (`Connection: close`). Ending it here
 * would send TLS close_notify while the server still writes, and a server that closes with that alert unread
 * resets the connection, which can drop the answer before it is read.
 */
function rawTls(baseURL: string | undefined, request: string): Promise<string> {
  const u = https(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: u.hostname, port: Number(u.port), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
      () => socket.write(request),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      data += d;
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

test.describe('nginx over HTTPS', () => {
  test('https: the site is served over TLS with HTTP/2 and HSTS; HTTP only redirects (301, same host and path) without HSTS', async ({
    request,
    baseURL,
    page,
  }) => {
    expect(https(baseURL).protocol).toBe('https:');
    const res = await request.get('/contact/');
    expect(res.status()).toBe(200);
    expect(res.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');

    // The browser negotiates HTTP/2 over TLS.
    await page.goto('/');
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
    ).toBe('h2');

    const redirect = await request.get(`${httpOrigin(baseURL)}/industries/healthcare/?utm=x`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe(`${https(baseURL).origin}/industries/healthcare/?utm=x`);
    expect(redirect.headers()['strict-transport-security']).toBeUndefined();
    expect(redirect.headers()['content-security-policy']).toBeUndefined();
    // Followed, it lands on the page over HTTPS.
    const followed = await request.get(`${httpOrigin(baseURL)}/company/`);
    expect(followed.url()).toBe(`${https(baseURL).origin}/company/`);
    expect(followed.status()).toBe(200);
  });

  test('https: only the site’s own names get an answer; port 80 redirects to the configured origin, never to the Host sent', async ({
    baseURL,
  }) => {
    const site = https(baseURL);
    const http = httpOrigin(baseURL);
    // Any other name: the connection closes without an answer (444), on both ports, and over HTTP/2 too.
    for (const host of ['evil.example', 'evil.example:443', `www.evil.example:${site.port}`]) {
      expect((await rawRequest(http, '/company/', { host })).status, `http, Host: ${host}`).toBe(0);
      expect((await rawRequest(site.origin, '/company/', { host })).status, `https, Host: ${host}`).toBe(0);
    }
    expect((await rawRequest(site.origin, 'https://evil.example/company/')).status, 'absolute URL').toBe(0);
    expect((await rawRequest(http, 'http://evil.example/company/')).status, 'absolute URL').toBe(0);
    // The site's names: its origin's host, and localhost (a test name, scripts/nginx-serve.mjs).
    for (const host of [site.host, site.hostname, `localhost:${site.port}`, 'localhost']) {
      expect((await rawRequest(site.origin, '/company/', { host })).status, `https, Host: ${host}`).toBe(200);
      const redirect = await rawRequest(http, '/company/?a=1', { host });
      expect(redirect.status, `http, Host: ${host}`).toBe(301);
      expect(redirect.headers['location'], `http, Host: ${host}`).toBe(`${site.origin}/company/?a=1`);
    }
  });

  test('https: TLS 1.0 and 1.1 are refused (Mozilla intermediate)', async ({ baseURL }) => {
    const u = https(baseURL);
    // SECLEVEL=0 lets this client offer old versions, so a refusal comes from the server (its protocol alert).
    const attempt = (maxVersion: 'TLSv1.1' | 'TLSv1.2') =>
      new Promise<string>((resolve) => {
        const s = connect(
          {
            host: u.hostname,
            port: Number(u.port),
            rejectUnauthorized: false,
            minVersion: 'TLSv1',
            maxVersion,
            ciphers: 'DEFAULT@SECLEVEL=0',
          },
          () => {
            resolve(s.getProtocol() ?? 'none');
            s.end();
          },
        );
        s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
    expect(await attempt('TLSv1.2')).toBe('TLSv1.2');
    expect(await attempt('TLSv1.1')).toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
  });

  test('error pages: 400, 403, 404 and 414 are branded pages with the headers, not nginx defaults (500 is configured the same way)', async ({
    request,
    baseURL,
  }) => {
    const branded = (body: string, status: number) => {
      expect(body, String(status)).toContain(`Error ${status}`);
      expect(body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(body).toContain('/_astro/');
      expect(body).not.toContain('<center>nginx');
      // The web-server error pages are static (no scripts); the 404 is the site's own exported page.
      if (status !== 404) expect(body).not.toContain('<script');
    };
    // 403: a directory without an index page.
    const forbidden = await request.get('/_astro/');
    expect(forbidden.status()).toBe(403);
    branded(await forbidden.text(), 403);
    expect(forbidden.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(forbidden.headers()['strict-transport-security']).toMatch(/max-age/);
    expect(forbidden.headers()['cache-control']).toBe('no-store');

    // 414: a request line longer than nginx's header buffers.
    const tooLong = await request.get(`/${'a'.repeat(9000)}`);
    expect(tooLong.status()).toBe(414);
    branded(await tooLong.text(), 414);

    // 400: HTTP/1.1 without a Host header.
    const bad = await rawTls(baseURL, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    branded(bad, 400);

    const missing = await request.get('/no-such-page/');
    expect(missing.status()).toBe(404);
    branded(await missing.text(), 404);
  });

  test('error pages: accessible at 1280 and 390 px, one h1, no CSP violations', async ({ page }) => {
    for (const size of [widths.desktop, widths.phone]) {
      await page.setViewportSize(size);
      const res = await page.goto('/_astro/');
      expect(res?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    }
  });

  test('error pages: the exported 404 route and the error pages themselves answer 404', async ({ request }) => {
    for (const path of [
      '/404/',
      '/404',
      '/_not-found/',
      '/_not-found',
      '/_not-found/index.txt',
      '/errors/500/',
      '/errors/500/index.html',
      '/errors/',
      '/_worker.js',
      '/_headers',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('Error 404');
    }
  });
});
