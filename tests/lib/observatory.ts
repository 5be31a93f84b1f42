/**
 * The MDN HTTP Observatory's scoring, as published (github.com/mdn/mdn-http-observatory: src/analyzer/tests/*,
 * src/grader/charts.js, src/scanner/index.js), re-implemented for a local server: the package itself only
 * scans public hosts on ports 80/443 and needs PostgreSQL. Same tests, modifiers, extra-credit rule and
 * grade chart. Two differences, both stated: certificate validity is not scored (the test server's
 * certificate is self-signed; production uses a CA-issued one), and the HSTS preload list is not consulted
 * (no +5 for being preloaded, so the score here is at most what the real scanner gives).
 */

export interface ObservatoryInput {
  /** The scanned page (after redirects), https: for a TLS site. */
  url: string;
  /** Its response headers, names in lower case. */
  headers: Record<string, string>;
  setCookies?: string[];
  html: string;
  /** The chain followed from the http:// URL (first entry: the http URL itself), or null if HTTP does not answer. */
  httpRoute: { url: string; status: number }[] | null;
  /** Contents of /crossdomain.xml and /clientaccesspolicy.xml when served. */
  crossDomainFiles?: string[];
}

interface TestResult {
  result: string;
  modifier: number;
  pass: boolean;
}
export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isHashOrNonce = (s: string) => /^'(sha256|sha384|sha512|nonce)-/i.test(s);

function parseCsp(header: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const policy of header.split(',')) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const key = name.toLowerCase();
      const values = new Set(sources.map((s) => (isHashOrNonce(s) ? s : s.toLowerCase())));
      // Several policies: the intersection would be stricter; the first occurrence is what the scanner keeps.
      if (!csp.has(key)) csp.set(key, values.size ? values : new Set(["'none'"]));
    }
  }
  return csp;
}

function cspTest(i: ObservatoryInput): { result: string; modifier: number; frameAncestors: boolean } {
  const header = i.headers['content-security-policy'];
  if (!header) return { result: 'csp-not-implemented', modifier: -25, frameAncestors: false };
  const csp = parseCsp(header);
  const https = new URL(i.url).protocol === 'https:';
  const any = new Set(['*']);
  const get = (d: string) => new Set(csp.get(d) ?? csp.get('default-src') ?? any);
  const script = get('script-src');
  const style = get('style-src');
  const object = get('object-src');
  for (const list of [script, style]) if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'") && ![...script].some(isHashOrNonce))
    return { result: 'csp-header-invalid', modifier: -25, frameAncestors: false };
  const passiveDirectives = new Set(['img-src', 'media-src']);
  const active = [...csp.entries()]
    .filter(([d]) => !passiveDirectives.has(d) && d !== 'script-src')
    .flatMap(([, v]) => [...v])
    .concat([...script]);
  const passive = [...passiveDirectives].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  const frameAncestors = ![...(csp.get('frame-ancestors') ?? any)].some((s) => BROAD.has(s));
  const r = (result: string, modifier: number) => ({ result, modifier, frameAncestors });
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return r('csp-implemented-with-unsafe-inline', -20);
  if (https && active.some(insecure)) return r('csp-implemented-with-insecure-scheme', -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return r('csp-implemented-with-unsafe-eval', -10);
  if (https && passive.some(insecure)) return r('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return r('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const def = csp.get('default-src');
  if (def?.has("'none'") && def.size === 1) return r('csp-implemented-with-no-unsafe-default-src-none', 10);
  return r('csp-implemented-with-no-unsafe', 5);
}

function cookiesTest(i: ObservatoryInput, hsts: boolean): TestResult {
  const cookies = i.setCookies ?? [];
  if (!cookies.length) return { result: 'cookies-not-found', modifier: 0, pass: true };
  const attrs = cookies.map((c) =>
    c
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase()),
  );
  const has = (a: string[], name: string) => a.some((x) => x === name || x.startsWith(`${name}=`));
  const sameSite = (a: string[]) => a.find((x) => x.startsWith('samesite='))?.slice('samesite='.length);
  if (
    attrs.some((a) => {
      const s = sameSite(a);
      return s !== undefined && s !== 'strict' && s !== 'lax' && s !== 'none';
    })
  ) {
    return { result: 'cookies-samesite-flag-invalid', modifier: -20, pass: false };
  }
  if (attrs.some((a) => !has(a, 'secure'))) {
    return hsts
      ? { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5, pass: false }
      : { result: 'cookies-without-secure-flag', modifier: -20, pass: false };
  }
  if (attrs.some((a) => !has(a, 'httponly')))
    return { result: 'cookies-session-without-httponly-flag', modifier: -30, pass: false };
  if (attrs.every((a) => sameSite(a) === 'strict' || sameSite(a) === 'lax'))
    return { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5, pass: true };
  return { result: 'cookies-secure-with-httponly-sessions', modifier: 0, pass: true };
}

function corsTest(i: ObservatoryInput): TestResult {
  if ((i.crossDomainFiles ?? []).some((f) => /domain(?:\s+uri)?="\*"/i.test(f)))
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50, pass: false };
  const acao = i.headers['access-control-allow-origin'];
  if (!acao) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0, pass: true };
  if (acao.trim() === '*')
    return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0, pass: true };
  if (i.headers['access-control-allow-credentials']?.trim().toLowerCase() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50, pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0, pass: true };
}

function redirectionTest(i: ObservatoryInput): TestResult {
  const route = i.httpRoute;
  if (!route) return { result: 'redirection-not-needed-no-http', modifier: 0, pass: true };
  const urls = route.map((r) => new URL(r.url));
  if (urls.length === 1) return { result: 'redirection-missing', modifier: -20, pass: false };
  if (urls.at(-1)!.protocol !== 'https:') return { result: 'redirection-not-to-https', modifier: -20, pass: false };
  if (urls[1]?.protocol === 'http:')
    return { result: 'redirection-not-to-https-on-initial-redirection', modifier: -10, pass: false };
  if (urls[0]?.protocol === 'http:' && urls[0].hostname !== urls[1]?.hostname)
    return { result: 'redirection-off-host-from-http', modifier: -5, pass: false };
  return { result: 'redirection-to-https', modifier: 0, pass: true };
}

function referrerTest(i: ObservatoryInput): TestResult {
  const header = i.headers['referrer-policy'];
  if (!header) return { result: 'referrer-policy-not-implemented', modifier: 0, pass: true };
  const valid = new Set([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ]);
  // The last value the browser understands is the one it uses.
  const policy = header
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => valid.has(s))
    .at(-1);
  if (!policy) return { result: 'referrer-policy-header-invalid', modifier: -5, pass: false };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { result: 'referrer-policy-private', modifier: 5, pass: true };
  return { result: 'referrer-policy-unsafe', modifier: -5, pass: false };
}

function hstsTest(i: ObservatoryInput): TestResult & { enabled: boolean } {
  if (new URL(i.url).protocol !== 'https:')
    return { result: 'hsts-not-implemented-no-https', modifier: -20, pass: false, enabled: false };
  const header = i.headers['strict-transport-security'];
  if (!header) return { result: 'hsts-not-implemented', modifier: -20, pass: false, enabled: false };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return { result: 'hsts-header-invalid', modifier: -20, pass: false, enabled: false };
  if (Number(maxAge) < 15768000)
    return { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, pass: false, enabled: true };
  return { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, pass: true, enabled: true };
}

function sriTest(i: ObservatoryInput): TestResult {
  const type = i.headers['content-type']?.split(';')[0]?.trim();
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml')
    return { result: 'sri-not-implemented-response-not-html', modifier: 0, pass: true };
  const scripts = [...i.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  if (!scripts.length) return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0, pass: true };
  const site = (host: string) => (/^[\d.]+$|^\[/.test(host) ? host : host.split('.').slice(-2).join('.'));
  const page = new URL(i.url);
  let worst: TestResult | null = null;
  const order = [
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
  ];
  const worse = (t: TestResult) => {
    if (!worst || order.indexOf(t.result) < order.indexOf(worst.result)) worst = t;
  };
  let foreign = false;
  let sameOriginWithIntegrity = false;
  for (const attrs of scripts) {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(` ${attrs}`)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity\s*=/i.test(` ${attrs}`);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const secureScheme = absolute
      ? src.toLowerCase().startsWith('https:')
      : !protocolRelative && page.protocol === 'https:';
    const sameSite =
      !absolute && !protocolRelative ? true : !protocolRelative && site(new URL(src).hostname) === site(page.hostname);
    if (sameSite) {
      if (integrity && secureScheme) sameOriginWithIntegrity = true;
      continue;
    }
    foreign = true;
    if (integrity && !secureScheme) worse({ result: order[1], modifier: -20, pass: false });
    else if (!integrity && secureScheme) worse({ result: order[2], modifier: -5, pass: false });
    else if (!integrity) worse({ result: order[0], modifier: -50, pass: false });
  }
  if (worst) return worst;
  if (foreign) return { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5, pass: true };
  if (sameOriginWithIntegrity)
    return { result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5, pass: true };
  return { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0, pass: true };
}

function xctoTest(i: ObservatoryInput): TestResult {
  const h = i.headers['x-content-type-options'];
  if (!h) return { result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  if (h.trim().toLowerCase() === 'nosniff')
    return { result: 'x-content-type-options-nosniff', modifier: 0, pass: true };
  return { result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

function xfoTest(i: ObservatoryInput, frameAncestors: boolean): TestResult {
  if (frameAncestors) return { result: 'x-frame-options-implemented-via-csp', modifier: 5, pass: true };
  const h = i.headers['x-frame-options']?.trim().toLowerCase();
  if (!h) return { result: 'x-frame-options-not-implemented', modifier: -20, pass: false };
  if (h === 'deny' || h === 'sameorigin')
    return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0, pass: true };
  if (h.startsWith('allow-from ')) return { result: 'x-frame-options-allow-from-origin', modifier: 0, pass: true };
  return { result: 'x-frame-options-header-invalid', modifier: -20, pass: false };
}

function corpTest(i: ObservatoryInput): TestResult {
  const h = i.headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!h) return { result: 'cross-origin-resource-policy-not-implemented', modifier: 0, pass: true };
  if (h === 'same-origin' || h === 'same-site')
    return { result: `cross-origin-resource-policy-implemented-with-${h}`, modifier: 10, pass: true };
  if (h === 'cross-origin')
    return { result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0, pass: true };
  return { result: 'cross-origin-resource-policy-header-invalid', modifier: -5, pass: false };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
];

export function gradeFor(score: number) {
  const s = Math.max(score, 0);
  return new Map(GRADES).get(Math.min(s - (s % 5), 100))!;
}

/** Scores one scan: 100, plus every test's modifier; bonuses count only if the penalties leave at least 90. */
export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const headers = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const i = { ...input, headers };
  const csp = cspTest(i);
  const hsts = hstsTest(i);
  const tests: Record<string, TestResult> = {
    'content-security-policy': { result: csp.result, modifier: csp.modifier, pass: csp.modifier >= 0 },
    cookies: cookiesTest(i, hsts.enabled),
    'cross-origin-resource-sharing': corsTest(i),
    redirection: redirectionTest(i),
    'referrer-policy': referrerTest(i),
    'strict-transport-security': { result: hsts.result, modifier: hsts.modifier, pass: hsts.pass },
    'subresource-integrity': sriTest(i),
    'x-content-type-options': xctoTest(i),
    'x-frame-options': xfoTest(i, csp.frameAncestors),
    'cross-origin-resource-policy': corpTest(i),
  };
  const modifiers = Object.values(tests).map((t) => t.modifier);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withExtraCredit = 100 + modifiers.reduce((a, b) => a + b, 0);
  const score = Math.max(uncurved >= 90 ? withExtraCredit : uncurved, 0);
  return { score, grade: gradeFor(score), tests };
}
