// Setting objects the scenes are composed from (sun, window, hard hat, cone, calendar, chart …), drawn on the shared
// grid with the shared line (scenes/primitives.mjs).
import { circle, g, GY, INK, line, none, path, place, poly, range, rect, WHITE } from './primitives.mjs';

/** The light source: a sun (outdoors) in the upper left. */
export const sun = (t, x = 74, y = 70, r = 26) => circle(x, y, r, WHITE) + circle(x, y, r - 10, t[200], none);
/** A wall window with mullions and a glint, light coming in from the upper left. */
export const windowPane = (t, x, y, w, h) =>
  rect(x, y, w, h, WHITE, { rx: 4 }) +
  path(
    `M${x + w * 0.18} ${y + h * 0.72}L${x + w * 0.55} ${y + h * 0.2}M${x + w * 0.36} ${y + h * 0.8}L${x + w * 0.62} ${y + h * 0.44}`,
    'none',
    { stroke: t[200], strokeWidth: 6 },
  ) +
  line(x + w / 2, y, x + w / 2, y + h) +
  line(x, y + h / 2, x + w, y + h / 2);
/** A hard hat, brim centred on (x, y). */
export const hardHat = (t, x, y, s = 1, fill = t[400]) =>
  g(
    path('M-30 0C-30-22-16-34 0-34S30-22 30 0Z', fill) +
      rect(-40, -2, 80, 9, fill, { rx: 4.5 }) +
      path('M-6-33V-10M6-33V-10'),
    place(x, y, s),
  );
/** A traffic cone standing on (x, y). */
export const cone = (t, x, y, s = 1) =>
  g(
    path('M-14 0L-4-52H4L14 0Z', t[400]) +
      path('M-9-20H9M-6.5-36H6.5', 'none', { stroke: WHITE, strokeWidth: 6 }) +
      rect(-22, -4, 44, 8, INK, { rx: 2 }),
    place(x, y, s),
  );
/** A cardboard box / crate with tape. */
export const box = (t, x, y, w, h, fill = t[200]) =>
  rect(x, y, w, h, fill, { rx: 2 }) +
  line(x + w / 2, y, x + w / 2, y + h * 0.35) +
  rect(x + w - 8, y, 8, h, t[400], { ...none, opacity: 0.5 });
/** A wheel. */
export const wheel = (t, cx, cy, r) => circle(cx, cy, r, INK) + circle(cx, cy, r * 0.42, t[200]);
/** A round wall clock. */
export const clock = (t, cx, cy, r = 20) =>
  circle(cx, cy, r, WHITE) + path(`M${cx} ${cy}V${cy - r * 0.6}M${cx} ${cy}L${cx + r * 0.45} ${cy + r * 0.2}`);
/** A simple table / bench top with two legs. */
export const table = (t, x, y, w, h, fill = t[400]) =>
  rect(x + 10, y + 10, 8, h - 10, INK, none) +
  rect(x + w - 18, y + 10, 8, h - 10, INK, none) +
  rect(x, y, w, 12, fill, { rx: 3 });
/** A wall calendar: binding rings, header, a 5 x 4 grid of days, some marked. */
export const calendar = (t, x, y, w, h, marked = [], ring = []) => {
  const cw = (w - 24) / 5,
    ch = (h - 54) / 4;
  return (
    rect(x, y, w, h, WHITE, { rx: 8 }) +
    rect(x, y, w, 32, t[600], { rx: 8 }) +
    rect(x, y + 22, w, 10, t[600], none) +
    line(x, y + 32, x + w, y + 32) +
    [0.25, 0.75].map((f) => rect(x + w * f - 4, y - 10, 8, 22, INK, { rx: 4 })).join('') +
    range(20)
      .map((i) => {
        const cx = x + 12 + (i % 5) * cw + cw / 2,
          cy = y + 44 + Math.floor(i / 5) * ch + ch / 2;
        return marked.includes(i)
          ? circle(cx, cy, Math.min(cw, ch) * 0.38, t[400], none)
          : ring.includes(i)
            ? circle(cx, cy, Math.min(cw, ch) * 0.38, 'none', { stroke: t[700], strokeWidth: 3 })
            : rect(cx - 6, cy - 3, 12, 6, t[200], { rx: 3, ...none });
      })
      .join('')
  );
};

/** A map pin with its point at (x, y). */
export const mapPin = (x, y, fill) =>
  path(
    `M${x} ${y}C${x - 14} ${y - 14} ${x - 16} ${y - 24} ${x - 16} ${y - 30}A16 16 0 0 1 ${x + 16} ${y - 30}C${x + 16} ${y - 24} ${x + 14} ${y - 14} ${x} ${y}Z`,
    fill,
  ) + circle(x, y - 30, 6, WHITE);
/** A ceiling spotlight with its beam cone down to (tx, GY). */
export const spotlight = (t, x, y, tx, spread = 70) =>
  poly([x - 8, y + 10, x + 8, y + 10, tx + spread, GY, tx - spread, GY], WHITE, { ...none, opacity: 0.35 }) +
  rect(x - 14, y - 10, 28, 22, INK, { rx: 4 }) +
  line(x, 0, x, y - 10);
