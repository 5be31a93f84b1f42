/**
 * The mega-menu panels' parts: a link, a group's tail cell, the tiled groups of Solutions, and the features (a call,
 * the stories, the newest post).
 */

import { clsx } from 'clsx';

import { ArrowLink } from '@/components/ui/arrow-link';
import { ArrowRight } from '@/components/ui/icon';
import { SceneDetail } from '@/components/ui/scene-detail';
import { SmartLink } from '@/components/ui/smart-link';
import { menuCopy, menuFeature, menuPost, menuStories, type NavItem, type NavLink } from '@/lib/navigation';

export const groupHeading = 'mb-2 px-3 eyebrow text-xs text-cool-700';

export function PanelLink({ link, compact }: { link: NavLink; compact?: boolean }) {
  if (link.thumb)
    return (
      <SmartLink href={link.href} className="nav-link flex items-center gap-3 py-2">
        <SceneDetail src={link.thumb.src} tint={link.thumb.tint} className="w-14 rounded-lg" />
        <span>
          {link.label}
          {link.description && <span className="nav-link-desc">{link.description}</span>}
        </span>
      </SmartLink>
    );
  return (
    <SmartLink href={link.href} className="nav-link">
      {link.label}
      {link.description && !compact && <span className="nav-link-desc">{link.description}</span>}
    </SmartLink>
  );
}

/**
 * A group's last cell, set apart on a tint: the section's overview, or a page the menu features under a small
 * heading; the arrow says it leads on.
 */
export function TailLink({ link, eyebrow }: { link: NavLink; eyebrow?: string }) {
  return (
    <SmartLink href={link.href} className="nav-link group h-full bg-mist">
      {eyebrow && <span className="mb-0.5 block eyebrow text-[0.6875rem] text-cool-700">{eyebrow}</span>}
      <span className="inline-flex items-center gap-1.5">
        {link.label}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
      {link.description && <span className="nav-link-desc">{link.description}</span>}
    </SmartLink>
  );
}

/**
 * Beside the Products list, under the Pocket Mentor row's industry list (closed at first; opened, it covers this): a
 * moment of a call, the caller's question and the mentor's first step in the spoken face, so the panel says what the
 * products are for rather than listing the industries the Industries menu already lists.
 */
export function MenuCall() {
  const f = menuFeature;
  return (
    <div className="absolute -top-6 left-[calc(100%+1.5rem)] w-[30rem] border-l border-line pl-6">
      <p className={groupHeading}>{f.eyebrow}</p>
      <dl className="grid gap-3 px-3 pt-1">
        <div>
          <dt className="text-xs font-semibold text-muted">{f.caller}</dt>
          <dd className="mt-1 font-spoken text-base leading-snug text-ink-950">“{f.question}”</dd>
        </div>
        <div className="border-l-2 border-cool-600 pl-3">
          <dt className="text-xs font-semibold text-cool-700">{f.mentor}</dt>
          <dd className="mt-1 font-spoken text-sm leading-relaxed text-ink-900">“{f.answer}”</dd>
        </div>
      </dl>
      <p className="mt-5 px-3 text-sm leading-snug text-muted">{f.body}</p>
      <ArrowLink href={f.href} className="mt-3 px-3 text-sm text-cool-700 hover:text-ink-950">
        {f.linkLabel}
      </ArrowLink>
    </div>
  );
}

/**
 * The Customers panel's feature: the illustrative stories of /customers/customer-stories, each as its industry's
 * scene, its setting and its title, so the panel shows what is behind the three links.
 */
export function StoriesFeature() {
  if (!menuStories.items.length) return null;
  return (
    <div>
      <p className={groupHeading}>{menuStories.heading}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
        {menuStories.items.map((link) => (
          <li key={link.label}>
            <PanelLink link={link} />
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 px-3 text-sm text-muted">
        {menuStories.note}
        <ArrowLink href={menuStories.href} className="text-cool-700 hover:text-ink-950">
          {menuStories.linkLabel}
        </ArrowLink>
      </p>
    </div>
  );
}

/**
 * The Resources panel's feature: the newest post, opened by the line said on its kind of call (in the spoken face,
 * in its scene's tint), then its title and date, so the panel shows what the blog is about, not only its name.
 */
export function PostFeature() {
  const p = menuPost;
  if (!p) return null;
  return (
    <div className="border-l border-line pl-6">
      <p className={groupHeading}>{p.heading}</p>
      <div data-tint={p.tint} className="px-3 pt-1">
        {p.spoken && (
          <p className="font-spoken text-sm leading-snug text-tint-900">
            <span className="block text-xs tracking-wide text-tint-700 uppercase">{p.spoken.speaker}</span>
            <span className="mt-1.5 block">“{p.spoken.text}”</span>
          </p>
        )}
        <p className="mt-4 text-base leading-snug font-semibold text-ink-950">{p.title}</p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={p.date}>{p.dateLabel}</time>
        </p>
        <ArrowLink href={p.href} className="mt-3 text-sm text-cool-700 hover:text-ink-950">
          {p.linkLabel}
        </ArrowLink>
      </div>
    </div>
  );
}

const spans = { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3' } as const;
const gridCols: Record<number, string> = { 4: 'grid-cols-4', 5: 'grid-cols-5', 6: 'grid-cols-6' };
const rowSpans: Record<number, string> = { 3: 'row-span-3', 4: 'row-span-4', 5: 'row-span-5', 6: 'row-span-6' };

/**
 * Groups side by side on one grid (the Solutions menu), each over as many of its columns as it asks for. Their rows
 * are the grid's rows (subgrid), so a line that wraps in one group moves the other's row too; a group's tail (the
 * overview, a featured page) fills its last row.
 */
export function TiledGroups({ item }: { item: NavItem }) {
  const total = item.groups.reduce((n, g) => n + (g.columns ?? 1), 0);
  return (
    <div className={clsx('grid gap-x-8 gap-y-0.5', gridCols[total])}>
      {item.groups.map((group) => {
        const rows = Math.ceil((group.links.length + (group.tail ? 1 : 0)) / (group.columns ?? 1));
        return (
          <div
            key={group.heading}
            className={clsx('grid grid-cols-subgrid grid-rows-subgrid', spans[group.columns ?? 1], rowSpans[rows + 1])}
          >
            <p className={clsx(groupHeading, 'col-span-full')}>{group.heading}</p>
            <ul className={clsx('col-span-full grid grid-cols-subgrid grid-rows-subgrid', rowSpans[rows])}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <PanelLink link={link} />
                </li>
              ))}
              {group.tail && (
                <li>
                  <TailLink
                    link={group.tail}
                    eyebrow={group.tail.href === item.overview?.href ? undefined : menuCopy.aside.featured}
                  />
                </li>
              )}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
