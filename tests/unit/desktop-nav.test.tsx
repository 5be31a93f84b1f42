import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DesktopNav } from '@/components/layout/desktop-nav';
import { InteractiveNav } from '@/components/layout/desktop-nav-client';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@/components/layout/menu-constants';
import { mainNav } from '@/content/navigation';

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (t: HTMLElement) => t.closest('li')!.querySelector<HTMLElement>('[data-panel]')!;
const mouse = { pointerType: 'mouse' } as const;

describe('desktop mega menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders every menu link in the HTML, with closed panels hidden', () => {
    render(<DesktopNav />);
    const hrefs = new Set([...document.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    for (const item of mainNav) {
      for (const link of item.groups.flatMap((g) => [...g.links, ...g.links.flatMap((l) => l.submenu?.links ?? [])])) {
        expect(hrefs, `${item.label} › ${link.label}`).toContain(link.href);
      }
      expect(panelOf(trigger(item.label))).not.toBeVisible();
    }
  });

  it('opens on hover and closes exactly 150 ms after the pointer leaves', () => {
    render(<InteractiveNav />);
    const t = trigger('Industries');
    fireEvent.pointerEnter(t, mouse);
    fireEvent.pointerMove(t, mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    });
    expect(t).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(t)).toBeVisible();

    fireEvent.pointerLeave(t, mouse);
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

  it('stays open while the pointer travels from the trigger into the panel', () => {
    render(<InteractiveNav />);
    const t = trigger('Solutions');
    fireEvent.pointerEnter(t, mouse);
    fireEvent.pointerMove(t, mouse);
    act(() => {
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS);
    });
    fireEvent.pointerLeave(t, mouse);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.pointerEnter(panelOf(t), mouse);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(panelOf(t)).toBeVisible();
  });

  it('toggles with Enter and closes with Escape, returning focus to the trigger', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<InteractiveNav />);
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
  });

  it('shows the nested second level (Products › Pocket Mentor by industry) and can close it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<InteractiveNav />);
    expect(document.querySelector('a[href="/products/pocket-mentor/healthcare"]')).not.toBeNull();
    trigger('Products').focus();
    await user.keyboard('{Enter}');
    expect(panelOf(trigger('Products'))).toHaveAttribute('aria-labelledby', trigger('Products').id);
    const nested = screen.getByRole('button', { name: 'Pocket Mentor by industry' });
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Healthcare' })).toHaveAttribute(
      'href',
      '/products/pocket-mentor/healthcare',
    );
    nested.focus();
    await user.keyboard('{Enter}');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Healthcare' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(nested).toHaveAttribute('aria-expanded', 'true');
  });

  it('server HTML is the static menu; the first focus loads the Radix menu and keeps focus on the same trigger', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const { container } = render(<DesktopNav />);
    expect(container.querySelector('[data-nav-static]')).not.toBeNull();
    expect(container.querySelector('[data-nav-loaded]')).toBeNull();
    trigger('Company').focus();
    await waitFor(() => expect(container.querySelector('[data-nav-loaded]')).not.toBeNull());
    expect(container.querySelector('[data-nav-static]')).toBeNull();
    const t = trigger('Company');
    await waitFor(() => expect(t).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(t).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(t)).toBeVisible();
  });
});
