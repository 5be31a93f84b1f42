/**
 * The content editor's tests' common steps (tests/e2e/admin*.spec.ts): the built editor (/admin/) opened offline on
 * a stand-in local repository. The editor's local-repository mode reads and writes a folder through the File
 * System Access API; a test cannot answer the folder picker, so showDirectoryPicker is stubbed with a folder in
 * the page's origin-private file system (OPFS) holding a copy of the content files. Every request to another host
 * is aborted and must not happen at all.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const contentFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? contentFiles(p) : /\.(ya?ml|md|json)$/.test(n) ? [p] : [];
  });

/** The editor's configuration as /admin/ carries it (#pm-cms-config): the collections the tests walk. */
export interface CmsConfig {
  collections: {
    name: string;
    folder?: string;
    extension?: string;
    filter?: { field: string; value: string };
    files?: { name: string; file: string }[];
  }[];
}

export interface Watch {
  errors: string[];
  violations: string[];
  offsite: string[];
}

/** Opens /admin/ with the stand-in local repository (a copy of src/content in OPFS) and signs in to it. */
export async function openLocalRepository(page: Page, baseURL: string): Promise<Watch> {
  const watch: Watch = { errors: [], violations: [], offsite: [] };
  const origin = new URL(baseURL).origin;
  page.on('pageerror', (e) => watch.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') watch.errors.push(m.text());
  });
  page.on('request', (r) => {
    if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== origin) watch.offsite.push(r.url());
  });
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await page.exposeFunction('__cspViolation', (v: string) => watch.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
    // The folder picker, answered with the stand-in repository.
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    });
  });
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  const files = contentFiles('src/content').map((f) => [f, readFileSync(f, 'utf8')] as const);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('repo', { recursive: true }).catch(() => {});
    const repo = await root.getDirectoryHandle('repo', { create: true });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of files) {
      const parts = path.split('/');
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The editor reads every content file first (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'Collections' }).or(page.getByText('Collections'))).toBeVisible({
    timeout: 30_000,
  });
  return watch;
}

/** A file of the stand-in repository, as the editor left it (read again while the editor is still writing it). */
export const readSaved = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    for (let attempt = 0; ; attempt++) {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
        const parts = path.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch (e) {
        if (attempt > 20) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, path);
