/** The spec's timing: a hovered mega-menu item closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;
/** Hover intent before a panel opens, so a pointer passing over the bar does not flash panels. */
export const MENU_OPEN_DELAY_MS = 80;
/** A click this soon after a hover opened a panel means "open", not "toggle closed". */
export const HOVER_CLICK_GRACE_MS = 500;
