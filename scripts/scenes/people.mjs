// The person in a scene, implied by a hand holding a phone (never drawn whole, never a face).
import { g, H, INK, none, path, place, rect, W, WHITE } from './primitives.mjs';
import { waveform } from './product-ui.mjs';

/** How far past the frame's edge a sleeve runs (so its end, and its outline, are clipped off by the frame). */
const PAST = 8;
/** The sleeve's outline in the hand's own units: from the wrist (y 96, x 4..54), widening by TAPER to its far end. */
const TAPER = 5;

/**
 * How long the sleeve must be (in the hand's own units, measured from y = 0) for both corners of its far end to lie
 * past one edge of the frame (bottom, left or right), for a hand placed in frame coordinates with place(x, y, s, r).
 * The arm runs along the hand's own downward axis, so it leaves by the nearest edge that axis meets.
 */
function sleeveLength(x, y, s, r) {
  const a = (r * Math.PI) / 180,
    sin = Math.sin(a),
    cos = Math.cos(a);
  const ends = [4 - TAPER, 54 + TAPER];
  const need = [];
  // Frame point of local (px, L): (x + s(px cos - L sin), y + s(px sin + L cos)).
  if (cos > 0.05) need.push(Math.max(...ends.map((px) => ((H + PAST - y) / s - px * sin) / cos)));
  if (sin < -0.05) need.push(Math.max(...ends.map((px) => ((W + PAST - x) / s - px * cos) / -sin)));
  if (sin > 0.05) need.push(Math.max(...ends.map((px) => ((x + PAST) / s + px * cos) / sin)));
  return Math.max(166, Math.ceil(Math.min(...need)));
}

/**
 * A handset held in a hand, drawn upright at (0,0)..(60,104) and placed in frame coordinates (not inside a moved
 * group) at x, y, scale s, rotated r degrees. The sleeve (class="sleeve") always runs on from the wrist to past the
 * frame's edge, so the arm enters the picture from outside instead of stopping in mid-air: rotate the hand (r < 0
 * leans it left, so the arm leaves by the right edge; r > 0 by the left) or place it lower to keep the arm short.
 * tests/unit/scenes.test.ts checks that every sleeve's far end lies outside the frame.
 */
export const phoneInHand = (t, x, y, s = 1, r = 0, sleeve = t[700]) => {
  const L = sleeveLength(x, y, s, r);
  return g(
    path(`M4 102Q4 96 10 96H48Q54 96 54 102L${54 + TAPER} ${L}H${4 - TAPER}Z`, sleeve, { class: 'sleeve' }) +
      path('M4.7 118H54.3') +
      rect(2, 0, 46, 84, INK, { rx: 9 }) +
      rect(7, 9, 36, 58, t[100], { rx: 4, ...none }) +
      waveform(12, 38, [8, 18, 26, 14, 20], t[600], 4, 2.6) +
      path('M-2 46C-6 64-4 92 8 104H46C56 94 58 72 54 56L48 44', WHITE) +
      rect(-8, 34, 16, 40, WHITE, { rx: 8 }) +
      rect(40, 44, 20, 12, WHITE, { rx: 6 }) +
      rect(40, 58, 20, 12, WHITE, { rx: 6 }) +
      rect(40, 72, 18, 12, WHITE, { rx: 6 }),
    { class: 'hand', ...place(x, y, s, r) },
  );
};
