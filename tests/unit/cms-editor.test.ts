import { describe, expect, it } from 'vitest';

import { cmsBundle } from '@/cms/config';
import { blogPostSchema } from '@/schemas/blog';
import { isCalendarDate, isoDate } from '@/schemas/common';

/**
 * What the content editor (/admin/) offers beyond the fields themselves: drafts on GitHub, images from the project
 * only, and dates the calendar has. tests/e2e/admin.spec.ts drives the same in the built editor.
 */
const bundle = cmsBundle({ repo: 'owner/site', branch: 'main' });
const config = bundle.config as Record<string, unknown>;

describe('the editor configuration', () => {
  it('saves drafts as pull requests on GitHub (editorial workflow), on the GitHub backend', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect((config.backend as { name: string }).name).toBe('github');
  });

  it('offers no stock-photo services, which the editor page’s policy refuses', () => {
    expect(config.media_libraries).toEqual({ stock_assets: false });
  });
});

describe('dates', () => {
  it('a day the calendar does not have is refused, naming why; real days pass', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])
      expect(isCalendarDate(day), day).toBe(false);
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDate(day), day).toBe(true);
    const r = isoDate().safeParse('2026-02-30');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/not a day of the calendar/);
  });

  it('a blog post dated 30 February fails its schema at `date`', () => {
    const post = {
      title: 'A post with a date that is not real',
      date: '2026-02-30',
      summary: 'x'.repeat(80),
      author: 'Pocket Mentor team',
      tags: ['Voice-first AI'],
    };
    const r = blogPostSchema.safeParse(post);
    expect(r.success).toBe(false);
    expect(r.error?.issues.some((i) => i.path.join('.') === 'date')).toBe(true);
  });
});
