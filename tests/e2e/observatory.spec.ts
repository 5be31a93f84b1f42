import { observatoryScore } from '../lib/observatory';
import { expect, test } from './fixtures';

/**
 * The served headers of nginx over HTTPS (the "nginx" project), scored with the MDN HTTP Observatory's
 * published rules (tests/lib/observatory.ts): A+. The scan starts, like the Observatory's, at the HTTP
 * URL and follows the redirects.
 */
test.describe('observatory', () => {
  for (const path of ['/', '/contact/']) {
    test(`observatory: ${path} over HTTPS scores A+ (125)`, async ({ request, baseURL }) => {
      const https = new URL(baseURL!);
      const route: { url: string; status: number }[] = [];
      let url = `http://${https.hostname}:${Number(https.port) + 1}${path}`;
      for (let hop = 0; hop < 10; hop++) {
        const res = await request.get(url, { maxRedirects: 0 });
        route.push({ url, status: res.status() });
        const location = res.headers()['location'];
        if (res.status() < 300 || res.status() >= 400 || !location) break;
        url = new URL(location, url).href;
      }
      const final = await request.get(route.at(-1)!.url, { maxRedirects: 0 });
      expect(final.status()).toBe(200);
      const crossDomainFiles = [];
      for (const f of ['/crossdomain.xml', '/clientaccesspolicy.xml']) {
        const res = await request.get(f);
        if (res.ok()) crossDomainFiles.push(await res.text());
      }
      const result = observatoryScore({
        url: route.at(-1)!.url,
        headers: final.headers(),
        setCookies: final
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'set-cookie')
          .map((h) => h.value),
        html: await final.text(),
        httpRoute: route,
        crossDomainFiles,
      });
      console.log(`observatory ${path}: ${result.score} ${result.grade}`);
      expect(route[0]?.status).toBe(301);
      expect(new URL(route.at(-1)!.url).protocol).toBe('https:');
      expect(result.tests, JSON.stringify(result.tests, null, 1)).toBeTruthy();
      expect(
        Object.entries(result.tests).filter(([, t]) => t.modifier < 0),
        'no penalties',
      ).toEqual([]);
      // 100 + 5 (CSP without unsafe-inline, styles included) + 10 (CORP same-origin) + 5 (Referrer-Policy)
      // + 5 (frame-ancestors). Before CORP and with style-src 'unsafe-inline': 110.
      expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe');
      expect(result.tests['cross-origin-resource-policy']?.modifier).toBe(10);
      expect(result.score).toBe(125);
      expect(result.grade).toBe('A+');
    });
  }
});
