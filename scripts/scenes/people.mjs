// The person in a scene, implied by a hand holding a phone (never drawn whole, never a face).
import { g, INK, none, path, place, rect, WHITE } from './primitives.mjs';
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
    place(x, y, s, r),
  );
