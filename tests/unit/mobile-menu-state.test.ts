import { describe, expect, it } from 'vitest';

import {
  currentLevel,
  initialMenuState,
  menuReducer,
  menuTitle,
  TOP_TITLE,
  type MenuLevel,
  type MenuState,
} from '@/components/layout/mobile-menu-state';
import { mainNav } from '@/lib/navigation';

const products: MenuLevel = { title: 'Products', groups: mainNav[0]!.groups, overview: mainNav[0]!.overview };
const byIndustry: MenuLevel = { title: 'Pocket Mentor', groups: [mainNav[0]!.groups[0]!.links[0]!.submenu!] };
const run = (...actions: Parameters<typeof menuReducer>[1][]) =>
  actions.reduce<MenuState>((s, a) => menuReducer(s, a), initialMenuState);

describe('mobile drill-down menu', () => {
  it('starts closed at the top level, titled Menu', () => {
    expect(initialMenuState.open).toBe(false);
    expect(menuTitle(initialMenuState)).toBe(TOP_TITLE);
    expect(TOP_TITLE).toBe('Menu');
  });

  it('pushes a level for an item with a submenu and titles it with the parent name', () => {
    const s = run({ type: 'open' }, { type: 'push', level: products });
    expect(menuTitle(s)).toBe('Products');
    expect(currentLevel(s)?.groups[0]!.heading).toBe('Products');
  });

  it('pushes a nested second level and pops back one level at a time', () => {
    let s = run({ type: 'open' }, { type: 'push', level: products }, { type: 'push', level: byIndustry });
    expect(menuTitle(s)).toBe('Pocket Mentor');
    expect(s.stack).toHaveLength(2);
    s = menuReducer(s, { type: 'pop' });
    expect(menuTitle(s)).toBe('Products');
    s = menuReducer(s, { type: 'pop' });
    expect(menuTitle(s)).toBe('Menu');
    s = menuReducer(s, { type: 'pop' });
    expect(s.stack).toHaveLength(0);
  });

  it('resets to the top level when opened again after closing mid-way', () => {
    let s = run({ type: 'open' }, { type: 'push', level: products }, { type: 'close' });
    expect(s.open).toBe(false);
    s = menuReducer(s, { type: 'open' });
    expect(s.open).toBe(true);
    expect(menuTitle(s)).toBe('Menu');
  });

  it('ignores pushes while closed', () => {
    expect(run({ type: 'push', level: products }).stack).toHaveLength(0);
  });
});
