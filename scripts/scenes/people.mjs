// The person in a scene: a phone in a hand, and (company pages) plain figures without faces.
import { at, circle, g, INK, none, path, rect, WHITE } from './primitives.mjs';
import { waveform } from './product-ui.mjs';
import { hardHat } from './props.mjs';

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

// Primitives for the company and services pages (no HTML card over them: the whole frame is theirs).
/** A person standing (feet at y), seen plainly: no face, no features; `hat` draws a hard hat. */
export const person = (t, x, y, s = 1, shirt = t[600], o = {}) =>
  g(
    rect(-16, -70, 13, 70, INK, { rx: 5 }) +
      rect(3, -70, 13, 70, INK, { rx: 5 }) +
      path('M-26-64V-118Q-26-136-8-136H8Q26-136 26-118V-64Z', shirt) +
      (o.arm
        ? path(o.arm, 'none', { stroke: INK, strokeWidth: 11 }) + path(o.arm, 'none', { stroke: shirt, strokeWidth: 7 })
        : '') +
      circle(0, -156, 17, o.skin ?? t[100]) +
      path('M-17-158Q-17-176 0-176Q17-176 17-158Q8-166-17-158Z', o.hair ?? INK) +
      (o.hat ? hardHat(t, 0, -160, 0.5, o.hat) : ''),
    { transform: at(x, y, s) },
  );
/** A person seated at a table, seen from behind or the side: head and shoulders above the table top at y. */
export const seated = (t, x, y, s = 1, shirt = t[600], o = {}) =>
  g(
    path('M-28 0V-40Q-28-58-10-58H10Q28-58 28-40V0Z', shirt) +
      circle(0, -78, 17, o.skin ?? t[100]) +
      path(o.side ? 'M-17-80Q-17-96 0-96Q17-96 17-80Q4-92-17-80Z' : 'M-17-78Q-17-96 0-96Q17-96 17-78Z', o.hair ?? INK),
    { transform: at(x, y, s) },
  );
