// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DesktopNav } from '@/components/layout/desktop-nav';
import { enhanceDesktopNav } from '@/components/layout/desktop-nav-behaviour';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@/components/layout/menu-constants';
import { pageHref } from '@/components/ui/smart-link';
import { mainNav } from '@/lib/navigation';

import { entry } from '../lib/content';

/** The menu's own words, from its content file (src/content/site/navigation.yaml), and an industry's name. */
const nav = entry<{ groups: { editions: string }; menuFeature: { linkLabel: string } }>('site', 'navigation');
const healthcare = entry<{ name: string }>('industries', 'healthcare').name;
const trigger = (name: string) => screen.getByRole('button', { name });
const itemOf = (t: HTMLElement) => t.closest('li')!;
const panelOf = (t: HTMLElement) => itemOf(t).querySelector<HTMLElement>('[data-panel]')!;
const mouse = { pointerType: 'mouse' } as const;

/** The server HTML, then the loader's enhancement, as in the browser. */
let undo: (() => void) | undefined;
function renderNav() {
  const r = render(<DesktopNav />);
  undo = enhanceDesktopNav(r.container.querySelector('nav')!);
  return r;
}

describe('desktop mega menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    undo?.();
    vi.useRealTimers();
  });

  it('renders every menu link in the HTML, with closed panels hidden', () => {
    renderNav();
    const hrefs = new Set([...document.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    for (const item of mainNav) {
      for (const link of item.groups.flatMap((g) => [...g.links, ...g.links.flatMap((l) => l.submenu?.links ?? [])])) {
        expect(hrefs, `${item.label} › ${link.label}`).toContain(pageHref(link.href));
      }
      expect(panelOf(trigger(item.label))).not.toBeVisible();
    }
  });

  it('hands opening from CSS to the script once mounted', () => {
    const { container } = renderNav();
    expect(container.querySelector('nav')).not.toHaveAttribute('data-nav-static');
  });

  it('opens on hover and closes exactly 150 ms after the pointer leaves', () => {
    renderNav();
    const t = trigger('Industries');
    fireEvent.pointerEnter(itemOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    });
    expect(t).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(t)).toBeVisible();

    fireEvent.pointerLeave(itemOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    });
    expect(panelOf(t)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(t).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(t)).not.toBeVisible();
    expect(MENU_CLOSE_DELAY_MS).toBe(150);
  });

  it('stays open while the pointer comes back into the item (its panel) before the close delay', () => {
    renderNav();
    const t = trigger('Solutions');
    fireEvent.pointerEnter(itemOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    });
    fireEvent.pointerLeave(itemOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.pointerEnter(itemOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(panelOf(t)).toBeVisible();
  });

  it('moving to another item switches panels at once', () => {
    renderNav();
    const a = trigger('Solutions');
    const b = trigger('Company');
    fireEvent.pointerEnter(itemOf(a), mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    });
    fireEvent.pointerLeave(itemOf(a), mouse);
    fireEvent.pointerEnter(itemOf(b), mouse);
    expect(panelOf(a)).not.toBeVisible();
    expect(panelOf(b)).toBeVisible();
  });

  it('toggles with Enter and Space, closes with Escape returning focus, and when focus leaves the item', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderNav();
    const t = trigger('Company');
    t.focus();
    await user.keyboard('{Enter}');
    expect(t).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(panelOf(t)).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(t).toHaveAttribute('aria-expanded', 'false');
    expect(t).toHaveFocus();
    await user.keyboard(' ');
    expect(t).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(t).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(t).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on the panel outside its links (focus goes nowhere) keeps it open', () => {
    vi.useRealTimers();
    renderNav();
    const t = trigger('Resources');
    t.focus();
    fireEvent.click(t);
    expect(t).toHaveAttribute('aria-expanded', 'true');
    fireEvent.focusOut(t, { relatedTarget: null });
    expect(t).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click outside closes the open panel', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderNav();
    const t = trigger('Partners');
    await user.click(t);
    expect(t).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(t).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the nested second level (Products › Pocket Mentor by industry), closed at first, and closes it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderNav();
    trigger('Products').focus();
    await user.keyboard('{Enter}');
    const nested = screen.getByRole('button', { name: nav.groups.editions });
    // Closed at first: the panel shows the call beside the products, not the industries again.
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: healthcare })).toBeNull();
    expect(screen.getByRole('link', { name: nav.menuFeature.linkLabel })).toBeVisible();
    nested.focus();
    await user.keyboard('{Enter}');
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: healthcare })).toHaveAttribute(
      'href',
      '/products/pocket-mentor/healthcare/',
    );
    await user.keyboard('{Enter}');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: healthcare })).toBeNull();
  });

  it('opens the panel whose trigger was clicked before the script ran (a click alone: CSS opened nothing)', () => {
    const r = render(<DesktopNav />);
    const industries = trigger('Industries');
    undo = enhanceDesktopNav(r.container.querySelector('nav')!, industries.querySelector('span') ?? industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(industries)).toBeVisible();
    // Without such a click, every panel stays closed.
    undo();
    r.unmount();
    const again = render(<DesktopNav />);
    undo = enhanceDesktopNav(again.container.querySelector('nav')!, null);
    expect(trigger('Industries')).toHaveAttribute('aria-expanded', 'false');
  });
});
