// The product's own UI in the scenes: waveform, call bubble, SMS bubble, a phone showing the call.
import { at, circle, g, INK, none, path, rect, WHITE } from './primitives.mjs';

/** Vertical rounded bars: a voice waveform. */
export const waveform = (x, y, heights, fill, bw = 6, gap = 5) =>
  heights.map((h, i) => rect(x + i * (bw + gap), y - h / 2, bw, h, fill, { rx: bw / 2, ...none })).join('');
/** A call bubble (white, tail bottom-left) holding a waveform. */
export const callBubble = (t, x, y, w = 150, h = 62) =>
  path(
    `M${x + 14} ${y}H${x + w - 14}Q${x + w} ${y} ${x + w} ${y + 14}V${y + h - 14}Q${x + w} ${y + h} ${x + w - 14} ${y + h}H${x + 34}L${x + 12} ${y + h + 16}L${x + 18} ${y + h}H${x + 14}Q${x} ${y + h} ${x} ${y + h - 14}V${y + 14}Q${x} ${y} ${x + 14} ${y}Z`,
    WHITE,
  ) +
  circle(x + 26, y + h / 2, 11, t[600], none) +
  path(`M${x + 22} ${y + h / 2 - 4}l9 4-9 4z`, WHITE, none) +
  waveform(
    x + 48,
    y + h / 2,
    [10, 22, 30, 18, 26, 34, 20, 12, 24, 14].slice(0, Math.floor((w - 56) / 10)),
    t[600],
    5,
    5,
  );
/** An SMS bubble (tint, tail bottom-right) with two lines of "text" as bars. */
export const smsBubble = (t, x, y, w = 130, h = 52) =>
  path(
    `M${x + 14} ${y}H${x + w - 14}Q${x + w} ${y} ${x + w} ${y + 14}V${y + h - 14}Q${x + w} ${y + h} ${x + w - 14} ${y + h}H${x + w - 18}L${x + w - 10} ${y + h + 14}L${x + w - 34} ${y + h}H${x + 14}Q${x} ${y + h} ${x} ${y + h - 14}V${y + 14}Q${x} ${y} ${x + 14} ${y}Z`,
    t[200],
  ) +
  rect(x + 14, y + 15, w - 40, 7, t[600], { rx: 3.5, ...none }) +
  rect(x + 14, y + 30, w - 64, 7, t[600], { rx: 3.5, ...none });
/** A small handset glyph (about 13 px, s scales it) centred on (cx, cy); fill only, so scaling keeps the line. */
export const handset = (cx, cy, fill, s = 1) =>
  path('M-5.5-5.5q2-2 3 0l1 3-1.5 1.5q1.5 3 4 4l1.5-1.5 3 1q2 1 0 3-2 2-5 0-4-2.5-6.5-6.5-1.5-3 .5-3.5z', fill, {
    ...none,
    transform: at(cx, cy, s),
  });
/**
 * The product on a phone: a handset whose screen shows the call (caller badge, name bar, live waveform), with a flat
 * shadow cast to the right. Drawn upright at (x, y)..(x + 64, y + 116), never scaled, so its line matches the
 * scene's. The group carries class="product-ui" (every industry scene has one: tests/unit/scenes.test.ts).
 */
export const callPhone = (t, x, y) =>
  g(
    rect(8, 8, 64, 116, t[400], { rx: 12, opacity: 0.5, ...none }) +
      rect(0, 0, 64, 116, INK, { rx: 12 }) +
      rect(6, 12, 52, 92, WHITE, { rx: 5, ...none }) +
      circle(32, 34, 12, t[600], none) +
      path(
        'M27 29q2-2 3 0l1 3-1.5 1.5q1.5 3 4 4l1.5-1.5 3 1q2 1 0 3-2 2-5 0-4-2.5-6.5-6.5-1.5-3 .5-3.5z',
        WHITE,
        none,
      ) +
      rect(18, 54, 28, 5, t[200], { rx: 2.5, ...none }) +
      waveform(11, 78, [8, 18, 26, 14, 22, 10], t[600], 4, 4) +
      rect(20, 94, 24, 4, INK, { rx: 2, ...none }),
    { class: 'product-ui', transform: at(x, y) },
  );
