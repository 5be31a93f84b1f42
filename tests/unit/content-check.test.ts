import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { cmsBundle, sitePaths } from '@/cms/config';
import type { CmsField } from '@/cms/fields';
import { checkContent, closest, formatProblems } from '@/lib/content-check';

import contentDevCheck from '../../scripts/content-dev-check.mjs';

/**
 * The build's gate (src/lib/content-check.ts): the content files as they are pass; each kind of mistake a
 * marketer can make is found, named by file and by the field as the editor labels it, with what to do.
 * tests/build/content.test.mjs shows the same messages failing a real build.
 */
const edit = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  expect(changed, `${file}: ${String(from)}`).not.toBe(text);
  return { [file]: changed };
};

describe('the content check', () => {
  it('passes the content as it is', () => {
    expect(checkContent()).toEqual([]);
    expect(closest('/compnay/events', ['/company/events', '/contact'])).toBe('/company/events');
  });

  it('names a dead link in the header button, a menu, a block and a Markdown text, with the closest page', () => {
    const problems = checkContent({
      ...edit('src/content/site/navigation.yaml', /(tour:\n\s+label: .*\n\s+href: )\/contact/, '$1/contact-us'),
      ...edit(
        'src/content/pages/company/newsroom.yaml',
        /(title: Social impact\n(?:.*\n)*?\s+href: )\/company\/social-impact\n/,
        '$1/company/social-impacts\n',
      ),
      ...edit(
        'src/content/blog/why-voice-first-for-frontline-work.md',
        /\n\n([A-Z])/,
        '\n\nSee [dentistry](/industries/dentistry).\n\n$1',
      ),
    });
    expect(problems).toContainEqual({
      file: 'src/content/site/navigation.yaml',
      field: 'Header buttons › Tour button › Link',
      message: expect.stringMatching(/^\/contact-us is not a page of this site — did you mean \/contact\?/),
    });
    expect(problems).toContainEqual({
      file: 'src/content/pages/company/newsroom.yaml',
      field: expect.stringMatching(/^Page sections \d+ \(Links\) › Items \d+ › Link$/),
      message: expect.stringMatching(
        /^\/company\/social-impacts is not a page of this site — did you mean \/company\/social-impact\?/,
      ),
    });
    expect(problems).toContainEqual({
      file: 'src/content/blog/why-voice-first-for-frontline-work.md',
      field: expect.stringMatching(/^Text \(line \d+ of the text\)$/),
      message: expect.stringMatching(/^\/industries\/dentistry is not a page of this site/),
    });
    expect(problems).toHaveLength(3);
    expect(formatProblems(problems)).toMatch(
      /src\/content\/site\/navigation\.yaml\n {2}Header buttons › Tour button › Link: \/contact-us is not a page/,
    );
  });

  it('tells a schema rule broken in the editor’s labels, not the schema’s keys', () => {
    const problems = checkContent(
      edit(
        'src/content/solutions/cfo.yaml',
        /(meta:\n\s+title: ).*/,
        "$1'For CFOs: Frontline Enablement With No Capital Spend, No Hardware, No Integration'",
      ),
    );
    expect(problems).toEqual([
      {
        file: 'src/content/solutions/cfo.yaml',
        field: 'Search engines and sharing › Search result title',
        message: 'must be at most 60 characters',
      },
    ]);
  });

  it('offers a list of the site’s pages where a field can hold only a page', () => {
    const cms = cmsBundle({ repo: 'owner/site', branch: 'main' }).config.collections;
    const at = (fields: CmsField[] | undefined, ...names: string[]) =>
      names.reduce<CmsField | undefined>(
        (f, n) => (f ? [...(f.fields ?? []), ...(f.types ?? [])] : fields)?.find((x) => x.name === n) ?? f?.field,
        undefined,
      );
    const composed = cms.find((c) => c.name === 'pages-company')!.fields;
    const navigation = cms.find((c) => c.name === 'site')!.files!.find((f) => f.name === 'navigation')!.fields;
    const pages = [...sitePaths()].sort();
    expect(pages).toEqual(expect.arrayContaining(['/', '/contact', '/company/values', '/industries/healthcare']));
    for (const field of [
      at(composed, 'blocks', 'links', 'items', 'href'),
      at(composed, 'blocks', 'docs', 'groups', 'sections', 'more', 'href'),
      at(navigation, 'menuStories', 'href'),
      at(navigation, 'footer', 'groups', 'links'),
    ])
      expect(field?.widget === 'list' ? field.field : field).toMatchObject({ widget: 'select', options: pages });
  });

  it('shows the same message over the page in `npm run dev`, and reloads once it is fixed', async () => {
    const on: ((event: string, file: string) => Promise<void>)[] = [];
    const sent: { type: string; err?: { message: string } }[] = [];
    let broken = true;
    const file = 'src/content/site/navigation.yaml';
    const server = {
      watcher: { on: (_: string, handler: (typeof on)[number]) => on.push(handler) },
      ssrLoadModule: async (id: string) => {
        expect(id).toBe('/src/lib/content-check.ts');
        const override = broken ? edit(file, /(tour:\n\s+label: .*\n\s+href: )\/contact/, '$1/contact-us') : {};
        return { checkContent: () => checkContent(override), formatProblems };
      },
      ws: { send: (m: (typeof sent)[number]) => sent.push(m) },
      config: { logger: { error: () => {} } },
    };
    contentDevCheck().configureServer(server as never);
    await on[0]!('change', join(process.cwd(), file));
    expect(sent).toEqual([
      {
        type: 'error',
        err: expect.objectContaining({
          message: expect.stringContaining(
            `${file}\n  Header buttons › Tour button › Link: /contact-us is not a page of this site — did you mean /contact?`,
          ),
        }),
      },
    ]);
    broken = false;
    await on[0]!('change', join(process.cwd(), file));
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
  });
});
