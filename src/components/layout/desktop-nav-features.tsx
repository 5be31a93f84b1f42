/** The mega-menu panels' parts: a link, an arrow link, and the features (an industry, the stories, the newest post). */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ArrowRight } from '@/components/ui/icon';
import { SceneDetail } from '@/components/ui/scene-detail';
import { SceneImage } from '@/components/ui/scene-image';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { menuFeature, menuPost, menuStories, type NavLink } from '@/lib/navigation';

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

export function ArrowLink({ href, children, className }: { href: string; children: ReactNode; className: string }) {
  return (
    <SmartLink href={href} className={clsx(className, 'inline-flex items-center gap-1.5 font-semibold')}>
      {children} <ArrowRight aria-hidden="true" className="size-4" />
    </SmartLink>
  );
}

/**
 * Behind the Pocket Mentor sub-menu (same place, lower layer): shown whenever that list is collapsed, so the
 * panel never shows a blank area. A featured industry with its scene.
 */
export function FeaturedIndustry() {
  const f = menuFeature;
  return (
    <div
      className="absolute -top-6 left-[calc(100%+1.5rem)] flex w-[30rem] gap-5 border-l border-line pl-6"
      data-tint={f.slug}
    >
      <SceneImage
        src={industryScene(f.slug)}
        className="mt-px w-48 shrink-0 self-start rounded-xl bg-tint-50 ring-1 ring-tint-200"
      />
      <div className="text-sm">
        <p className="eyebrow text-xs text-tint-700">{f.eyebrow}</p>
        <p className="mt-2 text-base font-semibold text-ink-950">{f.title}</p>
        <p className="mt-1 leading-snug text-muted">{f.body}</p>
        <ArrowLink href={f.href} className="mt-3 text-cool-700 hover:text-ink-950">
          {f.linkLabel}
        </ArrowLink>
        <p className="mt-4 leading-snug text-muted">{f.allLabel}</p>
      </div>
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
    <div>
      <p className={groupHeading}>{p.heading}</p>
      <div data-tint={p.tint} className="rounded-2xl bg-tint-50 p-5 ring-1 ring-tint-100">
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
