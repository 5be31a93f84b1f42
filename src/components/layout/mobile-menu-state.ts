/**
 * Drill-down state of the mobile menu: opening resets to the top level; an item with a
 * submenu pushes a level; Back pops; the title is the parent's name, or the drawer's own title at the top;
 * a leaf link, Close, the backdrop and Escape close it.
 */
import type { NavGroup, NavLink } from '@/lib/navigation';

export interface MenuLevel {
  title: string;
  overview?: NavLink;
  groups: NavGroup[];
}

export interface MenuState {
  open: boolean;
  /** Levels below the top level, deepest last. Empty = top level. */
  stack: MenuLevel[];
}

export type MenuAction = { type: 'open' } | { type: 'close' } | { type: 'push'; level: MenuLevel } | { type: 'pop' };

export const initialMenuState: MenuState = { open: false, stack: [] };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return { open: true, stack: [] };
    case 'close':
      return { ...state, open: false };
    case 'push':
      return state.open ? { ...state, stack: [...state.stack, action.level] } : state;
    case 'pop':
      return { ...state, stack: state.stack.slice(0, -1) };
  }
}

export function menuTitle(state: MenuState, topTitle: string): string {
  return state.stack.at(-1)?.title ?? topTitle;
}

export const currentLevel = (state: MenuState): MenuLevel | undefined => state.stack.at(-1);
