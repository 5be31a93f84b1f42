// The person in a scene: a phone in a hand; (events, webinars) head and shoulders seen from behind, no faces.
import { at, circle, g, INK, none, path, rect, WHITE } from './primitives.mjs';
import { waveform } from './product-ui.mjs';

/** A handset held in a hand, with a sleeve; drawn upright at (0,0)..(60,150), placed with at(). */
export const phoneInHand = (t, x, y, s = 1, r = 0, sleeve = t[700]) =>
  g(
    rect(4, 96, 50, 70, sleeve, { rx: 6 }) +
      rect(2, 0, 46, 84, INK, { rx: 9 }) +
      rect(7, 9, 36, 58, t[100], { rx: 4, ...none }) +
      waveform(12, 38, [8, 18, 26, 14, 20], t[600], 4, 2.6) +
      path('M-2 46C-6 64-4 92 8 104H46C56 94 58 72 54 56L48 44', WHITE) +
      rect(-8, 34, 16, 40, WHITE, { rx: 8 }) +
      rect(40, 44, 20, 12, WHITE, { rx: 6 }) +
      rect(40, 58, 20, 12, WHITE, { rx: 6 }) +
      rect(40, 72, 18, 12, WHITE, { rx: 6 }),
    { transform: at(x, y, s, r) },
  );

/** A person seated at a table, seen from behind or the side: head and shoulders above the table top at y. */
export const seated = (t, x, y, s = 1, shirt = t[600], o = {}) =>
  g(
    path('M-28 0V-40Q-28-58-10-58H10Q28-58 28-40V0Z', shirt) +
      circle(0, -78, 17, o.skin ?? t[100]) +
      path(o.side ? 'M-17-80Q-17-96 0-96Q17-96 17-80Q4-92-17-80Z' : 'M-17-78Q-17-96 0-96Q17-96 17-78Z', o.hair ?? INK),
    { transform: at(x, y, s) },
  );
