import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, securityHeaders } from '../../deploy/headers.mjs';
import { gradeFor, observatoryScore, type ObservatoryInput } from '../lib/observatory';

const page = '<!doctype html><script src="/_astro/a.B1x2c3d4.js" async=""></script><script>self.__pm=[]</script>';
const shipped = (over: Partial<ObservatoryInput> = {}): ObservatoryInput => ({
  url: 'https://www.pocketmentor.example/',
  headers: {
    ...securityHeaders,
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }),
    'Content-Type': 'text/html; charset=utf-8',
  },
  html: page,
  httpRoute: [
    { url: 'http://www.pocketmentor.example/', status: 301 },
    { url: 'https://www.pocketmentor.example/', status: 200 },
  ],
  ...over,
});

describe('MDN HTTP Observatory scoring (published rules)', () => {
  it('the shipped headers over HTTPS with the port-80 redirect score A+ with 125: every bonus but SRI and cookies', () => {
    const r = observatoryScore(shipped());
    expect(r.grade).toBe('A+');
    expect(r.tests.redirection.result).toBe('redirection-to-https');
    expect(r.tests['x-frame-options'].result).toBe('x-frame-options-implemented-via-csp');
    // No 'unsafe-inline' in style-src (style attributes are allowed by style-src-attr): +5, not 0.
    expect(r.tests['content-security-policy']).toEqual({
      result: 'csp-implemented-with-no-unsafe',
      modifier: 5,
      pass: true,
    });
    expect(r.tests['cross-origin-resource-policy'].result).toBe(
      'cross-origin-resource-policy-implemented-with-same-origin',
    );
    expect(r.tests['cross-origin-resource-policy'].modifier).toBe(10);
    expect(r.tests['referrer-policy'].modifier).toBe(5);
    // 100 + 5 (CSP) + 10 (CORP) + 5 (Referrer-Policy) + 5 (frame-ancestors).
    expect(r.score).toBe(125);
  });

  it("the previous headers (style-src 'unsafe-inline', no CORP) scored 110", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }).replace(
      "style-src 'self'",
      "style-src 'self' 'unsafe-inline'",
    );
    const headers: Record<string, string> = { ...shipped().headers, 'Content-Security-Policy': csp };
    delete headers['Cross-Origin-Resource-Policy'];
    const r = observatoryScore(shipped({ headers }));
    expect(r.tests['content-security-policy'].result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(r.score).toBe(110);
  });

  it('the same headers over plain HTTP without a redirect (the old nginx config) score C+', () => {
    const r = observatoryScore(
      shipped({
        url: 'http://www.pocketmentor.example/',
        httpRoute: [{ url: 'http://www.pocketmentor.example/', status: 200 }],
      }),
    );
    expect(r.tests['strict-transport-security'].result).toBe('hsts-not-implemented-no-https');
    expect(r.tests.redirection.result).toBe('redirection-missing');
    expect(r.score).toBe(60);
    expect(r.grade).toBe('C+');
  });

  it('penalises what it should: unsafe-inline scripts, a foreign script without SRI, a short HSTS, cookies without Secure', () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";
    expect(
      observatoryScore(shipped({ headers: { ...shipped().headers, 'Content-Security-Policy': csp } })).tests[
        'content-security-policy'
      ].modifier,
    ).toBe(-20);
    const foreign = observatoryScore(shipped({ html: '<script src="https://cdn.other.example/x.js"></script>' }));
    expect(foreign.tests['subresource-integrity'].modifier).toBe(-5);
    const shortHsts = observatoryScore(
      shipped({ headers: { ...shipped().headers, 'Strict-Transport-Security': 'max-age=86400' } }),
    );
    expect(shortHsts.tests['strict-transport-security'].modifier).toBe(-10);
    expect(observatoryScore(shipped({ setCookies: ['a=1; Path=/'] })).tests.cookies.modifier).toBe(-5);
    expect(gradeFor(89)).toBe('A-');
    expect(gradeFor(130)).toBe('A+');
  });
});
