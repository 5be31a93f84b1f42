/**
 * A stand-in for Cloudflare Pages' asset server (env.ASSETS in a Pages advanced-mode worker), for testing
 * out/_worker.js: serves files from a map with Pages' default HTML handling (".html" and "/index.html"
 * are dropped with a redirect; "/a" is redirected to "/a/" when a/index.html exists; paths without a
 * file get the top-level 404.html with status 404; a matching If-None-Match gets 304).
 */
import { createHash } from 'node:crypto';

export type FileMap = Record<string, string>;

export function pagesAssets(files: FileMap, calls: string[] = []) {
  const type = (p: string) =>
    p.endsWith('.html')
      ? 'text/html; charset=utf-8'
      : p.endsWith('.js')
        ? 'application/javascript'
        : 'application/octet-stream';
  // A strong validator per file, and 304 for a matching If-None-Match, as Pages answers a revalidation.
  const etag = (p: string) =>
    `"${createHash('sha1')
      .update(files[p] ?? '')
      .digest('hex')
      .slice(0, 16)}"`;
  const file = (p: string, status = 200) =>
    new Response(files[p], {
      status,
      headers: { 'Content-Type': type(p), 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag(p) },
    });
  const redirect = (to: string) => new Response(null, { status: 308, headers: { Location: to } });
  /** The file or redirect for a decoded path, before any condition. */
  const answer = (p: string): Response => {
    if (p.endsWith('/index.html')) return redirect(p.slice(0, -'index.html'.length));
    if (p.endsWith('.html') && p in files) return redirect(p.slice(0, -'.html'.length));
    if (p.endsWith('/') && `${p}index.html` in files) return file(`${p}index.html`);
    if (!p.endsWith('/') && `${p}/index.html` in files) return redirect(`${p}/`);
    if (!p.endsWith('/') && `${p}.html` in files) return file(`${p}.html`);
    if (p in files && !/^\/_(headers|redirects|routes\.json|worker\.js)$/.test(p)) return file(p);
    return file('/404.html', 404);
  };
  return {
    calls,
    async fetch(input: Request | string): Promise<Response> {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const p = decodeURIComponent(url.pathname);
      calls.push(p);
      const res = answer(p);
      const tag = res.headers.get('ETag');
      const match = typeof input === 'string' ? null : input.headers.get('If-None-Match');
      if (res.status === 200 && tag && match?.split(/\s*,\s*/).includes(tag))
        return new Response(null, {
          status: 304,
          headers: { ETag: tag, 'Cache-Control': res.headers.get('Cache-Control')! },
        });
      return res;
    },
  };
}
