/**
 * What the two benchmarks share (`npm run bench`, scripts/bench.mjs, and `npm run bench:astrowind`,
 * scripts/bench-astrowind.mjs): waiting for a server, one headless Chromium for all Lighthouse runs, one run's
 * numbers, and medians.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * bench/results.md: the heading of the comparison with AstroWind, the file's last section. bench-astrowind.mjs
 * replaces it; bench.mjs rewrites what comes before and keeps it.
 */
export const ASTROWIND_HEADING = '## Against AstroWind';

/** Resolves once `url` answers 200 (20 s at most). */
export async function waitUp(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** @param {string} chromePath */
export const launchChrome = (chromePath) =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });

/**
 * One Lighthouse run of `url` (mobile: Lighthouse's default, a mid-range phone on slow 4G, simulated; or desktop):
 * the four category scores and the metrics the tables show.
 * @param {{ port: number }} chrome @param {string} url @param {'mobile' | 'desktop'} form
 */
export async function lighthouseRun(chrome, url, form) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories: c, audits: a, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (NO_FCP under a busy machine, say) scores 0: its numbers count for nothing.
  const score = (/** @type {string} */ k) => (runtimeError ? NaN : (c[k]?.score ?? 0) * 100);
  const value = (/** @type {string} */ k) => a[k]?.numericValue ?? NaN;
  /** @type {{ resourceType: string; transferSize: number }[]} */
  const summary = /** @type {any} */ (a['resource-summary']?.details)?.items ?? [];
  return {
    error: runtimeError?.code,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    si: value('speed-index'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    scriptBytes: summary.find((r) => r.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/** Median of the runs that produced the value (a run Lighthouse could not finish yields undefined). */
export const median = (/** @type {(number | undefined)[]} */ xs) => {
  const ok = /** @type {number[]} */ (xs.filter((x) => typeof x === 'number' && Number.isFinite(x))).sort(
    (a, b) => a - b,
  );
  return ok.length ? ok[Math.floor(ok.length / 2)] : undefined;
};
