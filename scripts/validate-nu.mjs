#!/usr/bin/env node
/**
 * The W3C Nu HTML checker (the vnu-jar package; needs Java, which scripts/preflight.mjs installs) over every page of
 * a build, in one JVM: `npm run validate:nu [-- folder…]` (default out/), part of `npm test`. Zero errors.
 * Set aside, because the checker, not the page, is behind:
 * - its CSS checker does not know current CSS (@property, scroll-driven animations, margin-trim), so its reports of
 *   an unknown at-rule, property or value are dropped; any other CSS error (a parse error) still counts;
 * - `elementtiming` (the Element Timing API, on the hero's image) is not in its schema yet;
 * - it advises against `allow-scripts` with `allow-same-origin` on a sandboxed frame because a frame of the page's
 *   own origin could then remove its sandbox. The booking frame is the scheduler's origin, not the site's, so the
 *   pair gives it only its own cookies and API (src/components/sections/booking-widget.tsx).
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';

/** The checker's jar: the package's main export is its path. */
const jar = String(vnuJar);

/** What the checker reports that is its lag, not the page's fault (see above). */
export const setAside = [
  /^CSS: Unrecognized at-rule /,
  /^CSS: “[\w-]+”: Property “[\w-]+” doesn't exist\.$/,
  /^CSS: “[\w-]+”: .* is not a “[\w-]+” value\.$/,
  /^Attribute “elementtiming” not allowed on element “img”/,
  /^Bad value “[^”]*” for attribute “sandbox” on element “iframe”: Setting both “allow-scripts” and “allow-same-origin” is not recommended/,
];

/**
 * Every error the checker finds in the HTML files under `paths` (folders are walked), less those set aside.
 * @param {string[]} paths
 * @returns {{ errors: { file: string; line?: number; message: string }[]; setAside: number }}
 */
export function nuErrors(paths) {
  const java = process.env.JAVA ?? 'java';
  const r = spawnSync(
    java,
    ['-jar', jar, '--errors-only', '--skip-non-html', '--no-langdetect', '--format', 'json', ...paths],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (r.error || (r.status !== 0 && r.status !== 1))
    throw new Error(
      `validate:nu: could not run ${java} -jar ${jar} (${r.error?.message ?? `exit ${r.status}`}): ` +
        `install Java (npm run preflight does on Debian) or set JAVA.\n${r.stderr ?? ''}`,
    );
  /** @type {{ messages: { type: string; url?: string; lastLine?: number; message: string }[] }} */
  const report = JSON.parse(r.stderr || r.stdout);
  const all = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const errors = all
    .filter((m) => !setAside.some((re) => re.test(m.message)))
    .map((m) => ({
      file: m.url ? relative(process.cwd(), fileURLToPath(m.url)) : '(checker)',
      line: m.lastLine,
      message: m.message,
    }));
  return { errors, setAside: all.length - errors.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.slice(2);
  const started = Date.now();
  const { errors, setAside: skipped } = nuErrors(paths.length ? paths : ['out']);
  for (const e of errors) console.error(`${e.file}${e.line ? `:${e.line}` : ''}: ${e.message}`);
  const files = new Set(errors.map((e) => e.file)).size;
  console.log(
    `validate:nu: ${errors.length} error${errors.length === 1 ? '' : 's'}${errors.length ? ` in ${files} file${files === 1 ? '' : 's'}` : ''} ` +
      `(${skipped} set aside as the checker's lag; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(errors.length ? 1 : 0);
}
