import { describe, expect, it } from 'vitest';

import {
  currentLevel,
  initialMenuState,
  menuReducer,
  menuTitle,
  type MenuLevel,
  type MenuState,
} from '@/components/layout/mobile-menu-state';
import { mainNav } from '@/lib/navigation';

const top = 'Top';
const first = mainNav[0]!;
const nested = first.groups[0]!.links.find((l) => l.submenu)!;
const products: MenuLevel = { title: first.label, groups: first.groups, overview: first.overview };
const byIndustry: MenuLevel = { title: nested.label, groups: [nested.submenu!] };
const run = (...actions: Parameters<typeof menuReducer>[1][]) =>
  actions.reduce<MenuState>((s, a) => menuReducer(s, a), initialMenuState);

describe('mobile drill-down menu', () => {
  it('starts closed at the top level, titled with the drawer’s title', () => {
    expect(initialMenuState.open).toBe(false);
    expect(menuTitle(initialMenuState, top)).toBe(top);
  });

  it('pushes a level for an item with a submenu and titles it with the parent name', () => {
    const s = run({ type: 'open' }, { type: 'push', level: products });
    expect(menuTitle(s, top)).toBe(first.label);
    expect(currentLevel(s)?.groups[0]!.heading).toBe(first.groups[0]!.heading);
  });

  it('pushes a nested second level and pops back one level at a time', () => {
    let s = run({ type: 'open' }, { type: 'push', level: products }, { type: 'push', level: byIndustry });
    expect(menuTitle(s, top)).toBe(nested.label);
    expect(s.stack).toHaveLength(2);
    s = menuReducer(s, { type: 'pop' });
    expect(menuTitle(s, top)).toBe(first.label);
    s = menuReducer(s, { type: 'pop' });
    expect(menuTitle(s, top)).toBe(top);
    s = menuReducer(s, { type: 'pop' });
    expect(s.stack).toHaveLength(0);
  });

  it('resets to the top level when opened again after closing mid-way', () => {
    let s = run({ type: 'open' }, { type: 'push', level: products }, { type: 'close' });
    expect(s.open).toBe(false);
    s = menuReducer(s, { type: 'open' });
    expect(s.open).toBe(true);
    expect(menuTitle(s, top)).toBe(top);
  });

  it('ignores pushes while closed', () => {
    expect(run({ type: 'push', level: products }).stack).toHaveLength(0);
  });
});
