import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import YAML from 'yaml';

import { entry } from '../lib/content';
import { contentFiles, openLocalRepository, readSaved, type CmsConfig } from './admin-helpers';

/**
 * The content editor (/admin/, Sveltia CMS) in the built site, under its production headers, offline: every
 * request to another host is aborted and must not happen at all. The editor's local-repository mode reads and
 * writes a folder through the File System Access API; a test cannot answer the folder picker, so
 * showDirectoryPicker is stubbed with a folder in the page's origin-private file system (OPFS) holding a copy of
 * the content files. What the editor saves there is read back by the test, copied into a temporary copy of the
 * project and built: the page must show it.
 */
const built = existsSync('out/admin/index.html');
test.skip(!built, 'this build has no /admin/ (SITE_CMS=off)');

const healthcare = 'src/content/industries/healthcare.yaml';

/** The content collections, by name, as src/content.config.ts declares them (it imports astro:content). */
const collectionNames = [
  ...readFileSync('src/content.config.ts', 'utf8').matchAll(/^ {2}(\w+): defineCollection\(/gm),
].map((m) => m[1]!);

/** The first one-line text of an entry's data (depth first): the field the save test edits. */
function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return /\n/.test(value) ? undefined : value;
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([k]) => !['template', 'type', 'icon', 'href', 'date'].includes(k))
          .map(([, v]) => v as unknown)
      : [];
  for (const x of items) {
    const found = firstText(x);
    if (found) return found;
  }
  return undefined;
}

/** The healthcare industry's editor, scrolled to its hero's tagline. */
async function openHealthcareTagline(page: Page) {
  await page
    .getByRole('link', { name: /^Industries/ })
    .or(page.getByText('Industries', { exact: true }))
    .first()
    .click();
  await page.getByText('Healthcare', { exact: true }).click();
  await expect(page.getByText('Industries › Healthcare')).toBeVisible();
  // The editor draws fields as they scroll into view.
  await page.getByText('Top of the page', { exact: true }).first().scrollIntoViewIfNeeded();
  const tagline = page.getByRole('textbox', { name: 'Tagline' });
  await tagline.scrollIntoViewIfNeeded();
  return tagline;
}

test.describe('content editor (/admin/)', () => {
  test('opens under its CSP, lists every collection, and saves an edit to its one line of the file', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const watch = await openLocalRepository(page, baseURL!);

    // Every collection of src/content.config.ts (the pages collection as one editor collection per template).
    const config = JSON.parse((await page.locator('#pm-cms-config').textContent()) ?? '{}') as {
      config: {
        collections: { name: string; label: string; files?: { name: string; label: string; file: string }[] }[];
      };
    };
    const cms = config.config.collections;
    expect(collectionNames.length).toBeGreaterThan(5);
    for (const name of collectionNames) {
      const found = cms.some(
        (c) =>
          c.name === name ||
          c.name.startsWith(`${name}-`) ||
          c.files?.some((f) => f.name === name || f.file.includes(`/content/${name}/`)),
      );
      expect(found, name).toBe(true);
    }
    const sidebar = page.getByRole('navigation').or(page.locator('body'));
    for (const c of cms) await expect(sidebar.getByText(c.label, { exact: true }).first(), c.label).toBeAttached();

    const tagline = await openHealthcareTagline(page);
    const before = readFileSync(healthcare, 'utf8');
    const old = /^ {2}tagline: (.*)$/m.exec(before)![1]!;
    const edited =
      'Nurses and techs call one number and hear your own policies, one step at a time, hands on the patient.';
    await expect(tagline).toHaveValue(old);
    await tagline.fill(edited);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => readSaved(page, healthcare), { timeout: 15_000 }).toContain(edited);

    // Only the tagline changed: the rest of the file is byte for byte as it was.
    const saved = await readSaved(page, healthcare);
    expect(saved).toBe(before.replace(`  tagline: ${old}\n`, `  tagline: ${edited}\n`));

    // No script error, no CSP violation, nothing asked of another host.
    expect(watch.errors).toEqual([]);
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
    // That a saved field shows on its page once built: tests/build/editor-content.test.mjs.
  });

  test('a one-field edit in an entry of every collection, and of composed pages with every block type, changes that line and no other file', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const watch = await openLocalRepository(page, baseURL!);
    const config = JSON.parse((await page.locator('#pm-cms-config').textContent()) ?? '{}') as {
      config: CmsConfig;
    };
    const cms = config.config.collections;
    const yamlOf = (file: string) =>
      file.endsWith('.yaml') ? (YAML.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    // A folder collection's entries: the files directly in its folder that its filter takes (composed pages).
    const inCollection = (c: (typeof cms)[number], file: string) =>
      Boolean(c.folder) &&
      file.startsWith(`${c.folder}/`) &&
      !file.slice(c.folder!.length + 1).includes('/') &&
      file.endsWith(`.${c.extension}`) &&
      (!c.filter || yamlOf(file)[c.filter.field] === c.filter.value);
    const blockTypes = (file: string) =>
      file.endsWith('.yaml')
        ? ((YAML.parse(readFileSync(file, 'utf8')) as { blocks?: { type: string }[] }).blocks?.map((b) => b.type) ?? [])
        : [];
    // One entry of every editor collection (every page template, every site-wide file), then composed pages until
    // every block type is among them; the about-us and events pages are the ones a save used to redesign.
    const targets = new Set<string>([
      'src/content/pages/company/about-us.yaml',
      'src/content/pages/company/events.yaml',
    ]);
    for (const c of cms) {
      if (c.files) c.files.forEach((f, i) => (c.name === 'site' || i === 0) && targets.add(f.file));
      else {
        const entries = contentFiles(c.folder!)
          .filter((f) => inCollection(c, f))
          .sort();
        targets.add(entries[1] ?? entries[0]!);
      }
    }
    const composed = contentFiles('src/content/pages').filter((f) => yamlOf(f).template === 'composed');
    const allTypes = new Set(composed.flatMap(blockTypes));
    const covered = new Set([...targets].flatMap(blockTypes));
    for (const file of composed)
      if (blockTypes(file).some((t) => !covered.has(t))) {
        targets.add(file);
        blockTypes(file).forEach((t) => covered.add(t));
      }
    expect([...allTypes].filter((t) => !covered.has(t))).toEqual([]);

    const originals = new Map(contentFiles('src/content').map((f) => [f, readFileSync(f, 'utf8')] as const));
    const problems: string[] = [];
    for (const file of targets) {
      const c = cms.find((x) => x.files?.some((f) => f.file === file) || inCollection(x, file))!;
      const entry =
        c.files?.find((f) => f.file === file)?.name ?? file.slice(c.folder!.length + 1, -`.${c.extension}`.length);
      const before = originals.get(file)!;
      const data = YAML.parse(file.endsWith('.md') ? /^---\n([\s\S]*?)\n---/.exec(before)![1]! : before) as object;
      const old = firstText(data)!;
      const edited = old.replace(/^\S+/, 'Edited');
      await page.evaluate((h) => (location.hash = h), `#/collections/${c.name}/entries/${entry}`);
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      // The field that holds the old value (the first text of the entry, near the top of the form).
      await expect
        .poll(() =>
          page.evaluate((old) => {
            document.querySelectorAll('[data-pm-edit]').forEach((e) => e.removeAttribute('data-pm-edit'));
            const box = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].find(
              (e) => e.value === old,
            );
            box?.setAttribute('data-pm-edit', '');
            return Boolean(box);
          }, old),
        )
        .toBe(true);
      await page.locator('[data-pm-edit]').fill(edited);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => readSaved(page, file), { timeout: 15_000, message: file }).not.toBe(before);
      const [a, b] = [before.split('\n'), (await readSaved(page, file)).split('\n')];
      const changed = b.filter((line, i) => line !== a[i]);
      if (a.length !== b.length || changed.length !== 1 || !changed[0]!.includes(edited))
        problems.push(`${file}: ${JSON.stringify(b.filter((l) => !a.includes(l)))}`);
      originals.set(file, await readSaved(page, file));
    }
    expect(problems).toEqual([]);
    // No other file changed.
    const now = await page.evaluate(
      async (paths) => {
        const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
        const out: [string, string][] = [];
        for (const path of paths) {
          let dir = repo;
          const parts = path.split('/');
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          out.push([path, await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text()]);
        }
        return out;
      },
      [...originals.keys()],
    );
    expect(now.filter(([f, t]) => t !== originals.get(f)).map(([f]) => f)).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });

  test('refuses to save an empty required field, and the file stays as it was', async ({ page, baseURL }) => {
    const watch = await openLocalRepository(page, baseURL!);
    const tagline = await openHealthcareTagline(page);
    await tagline.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/This field is required/i).first()).toBeVisible();
    expect(await readSaved(page, healthcare)).toBe(readFileSync(healthcare, 'utf8'));
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });

  for (const opener of ['as served', 'same-origin'] as const)
    test(`signs in with GitHub through the sign-in helper's popup (opener policy ${opener})`, async ({
      context,
      page,
    }) => {
      // The sign-in helper (sveltia-cms-auth or the like) is another host: a stand-in page that answers the way
      // the real one does once GitHub has said yes. The editor's page is the built one, with its own headers; only
      // its configuration gains the helper's address (SITE_CMS_AUTH_URL in a real build).
      const helper = 'https://auth.pocketmentor.test';
      const tokens: string[] = [];
      await context.route(
        (url) => url.origin === helper,
        (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><title>Signing in</title><script>
              const done = 'authorization:github:success:' + JSON.stringify({ provider: 'github', token: 'stub-token' });
              addEventListener('message', (e) => { if (e.data === 'authorizing:github') window.opener?.postMessage(done, e.origin); });
              window.opener?.postMessage('authorizing:github', '*');
            </script>`,
          }),
      );
      await context.route('https://api.github.com/**', (route) => {
        tokens.push(route.request().headers()['authorization'] ?? '');
        return route.abort();
      });
      await page.route('**/admin/', async (route) => {
        const response = await route.fetch();
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        // The fault case: the site-wide policy on the editor too, which cuts the popup's link back.
        if (opener === 'same-origin') headers['cross-origin-opener-policy'] = 'same-origin';
        const body = (await response.text()).replace(
          '"backend":{"name":"github",',
          `"backend":{"name":"github","base_url":"${helper}",`,
        );
        expect(body).toContain(helper);
        await route.fulfill({ response, headers, body });
      });
      await context.route(
        (url) => url.hostname !== '127.0.0.1' && url.origin !== helper && url.hostname !== 'api.github.com',
        (route) => route.abort(),
      );
      await page.goto('/admin/');
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: /^Sign In with \W?GitHub/ }).click();
      // The editor closes the popup as soon as the token is back: it may be gone before it has finished loading.
      await (await popup).waitForLoadState().catch(() => {});
      if (opener === 'as served') {
        // The token came back through the popup: the editor asks GitHub who is signed in, with it.
        await expect.poll(() => tokens, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/stub-token$/));
      } else {
        await page.waitForTimeout(3000);
        expect(tokens).toEqual([]);
      }
    });

  test('refuses an impossible date with a message, and the file stays as it was', async ({ page, baseURL }) => {
    const watch = await openLocalRepository(page, baseURL!);
    const post = 'src/content/blog/why-voice-first-for-frontline-work.md';
    await page.getByText('Blog posts', { exact: true }).first().click();
    await page.getByText(entry<{ title: string }>('blog', 'why-voice-first-for-frontline-work').title).click();
    const date = page.locator('input[type="date"]').first();
    await date.focus();
    await page.keyboard.type('02302026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /not a day of the calendar/ })).toBeVisible();
    await expect(date).toBeFocused();
    await page.waitForTimeout(1000);
    expect(await readSaved(page, post)).toBe(readFileSync(post, 'utf8'));
    expect(watch.violations).toEqual([]);
  });

  test('has its own policy, the same in _headers, the nginx map and the Cloudflare worker; no other page has it', async () => {
    const blocks = readFileSync('out/_headers', 'utf8').split('\n\n');
    const policyOf = (path: string) =>
      /Content-Security-Policy: (.*)/.exec(blocks.find((b) => b.startsWith(`${path}\n`)) ?? '')?.[1];
    const admin = policyOf('/admin/')!;
    // Its opener policy too (the GitHub sign-in popup), after the site-wide `/*` rule, which it replaces.
    expect(blocks.find((b) => b.startsWith('/admin/\n'))).toMatch(
      /Cross-Origin-Opener-Policy: same-origin-allow-popups/,
    );
    expect(blocks.find((b) => b.startsWith('/*\n'))).toMatch(/Cross-Origin-Opener-Policy: same-origin$/m);
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toMatch(/\/admin\/ "same-origin-allow-popups";/);
    expect(admin).toMatch(/connect-src 'self' data: https:\/\/api\.github\.com/);
    expect(admin).not.toMatch(/'unsafe-eval'/);
    expect(readFileSync('deploy/build/csp-map.conf', 'utf8')).toContain(`"/admin/" ${JSON.stringify(admin)};`);
    const worker = /const data = (\{[\s\S]*?\n\});/.exec(readFileSync('out/_worker.js', 'utf8'))![1]!;
    const workerPages = (JSON.parse(worker) as { pages: Record<string, { csp: string; headers?: object }> }).pages;
    expect(workerPages['/admin/']?.csp).toBe(admin);
    expect(workerPages['/admin/']?.headers).toEqual({ 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' });
    expect(Object.values(workerPages).filter((p) => p.headers)).toHaveLength(1);
    // Every other page keeps the site's policy: no GitHub, no inline styles, no blob: frames.
    for (const b of blocks.filter((b) => /^\/\S*\n/.test(b) && !b.startsWith('/admin/')))
      expect(b, b.split('\n')[0]).not.toMatch(/github|style-src 'self' 'unsafe-inline'|blob:/);
  });

  test('is out of the sitemap, the search index and robots’ reach, and is not indexed', async ({ request }) => {
    const html = readFileSync('out/admin/index.html', 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('data-pagefind-body');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin\/$/m);
    // Every page the search index holds (its fragments, gzip-compressed JSON, name their URL): none is /admin/.
    const urls = readdirSync('out/pagefind/fragment').map(
      (f) => /"url":"([^"]*)"/.exec(gunzipSync(readFileSync(join('out/pagefind/fragment', f))).toString())?.[1],
    );
    expect(urls).toContain('/industries/healthcare/');
    expect(urls).not.toContain('/admin/');
  });
});
