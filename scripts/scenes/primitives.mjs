// Shared drawing primitives for the scenes (scripts/build-scenes.mjs): the grid, attribute writing, basic shapes,
// the frame every scene sits in. Every scene shares one grid (640 x 480, ground line at y = GY), one light direction
// (from the upper left: right-hand faces one step darker, flat shadows cast to the right) and one line (2 px ink
// stroke, round joins and caps, set once on the root group). Fills come from the tint ramp plus ink and white.
// Composition rule for industry and role scenes: the page lays an HTML call card over the lower-left (x < 352,
// y > 288), so the recognisable objects live in the upper half and on the right. Page scenes (company, services)
// have nothing over them and use the whole frame.
export const W = 640,
  H = 480,
  GY = 392;
export const INK = '#0a1c2f',
  WHITE = '#fff';
const n = (v) => String(Math.round(v * 10) / 10);
// Attributes equal to what the root group sets (fill none) or to SVG defaults (x/y 0) are left out.
const attrs = (o) =>
  Object.entries(o)
    .filter(
      ([k, v]) =>
        v !== undefined &&
        v !== null &&
        v !== false &&
        !(k === 'fill' && v === 'none') &&
        !((k === 'x' || k === 'y') && v === 0),
    )
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
const el = (tag, o) => `<${tag}${attrs(o)}/>`;
export const rect = (x, y, w, h, fill, o = {}) => el('rect', { x, y, width: w, height: h, fill, ...o });
export const circle = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
export const path = (d, fill = 'none', o = {}) =>
  el('path', {
    d: d
      .replace(/\s+/g, ' ')
      .replace(/(\d)\s(?=[A-Za-z])/g, '$1')
      .trim(),
    fill,
    ...o,
  });
export const line = (x1, y1, x2, y2, o = {}) => path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, 'none', o);
export const poly = (pts, fill, o = {}) => el('polygon', { points: pts.map(n).join(' '), fill, ...o });
export const g = (body, o = {}) => `<g${attrs(o)}>${body}</g>`;
export const at = (x, y, s = 1, r = 0) =>
  `translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${s})` : ''}${r ? ` rotate(${r})` : ''}`;
export const none = { stroke: 'none' };
/**
 * Where a drawn group goes: at(x, y, s, r), and when it is scaled, a stroke width that keeps its line at the shared
 * 2 px (tests/unit/scenes.test.ts checks every scaled, stroked group).
 */
export const place = (x, y, s = 1, r = 0) => ({ transform: at(x, y, s, r), strokeWidth: s === 1 ? undefined : 2 / s });

/** Flat cast shadow on the floor, to the right of an object standing at (x..x+w, y). */
export const shadow = (t, x, w, y = GY, len = 14, skew = 28) =>
  poly([x, y, x + w, y, x + w + skew, y + len, x + skew, y + len], t[400], { ...none, opacity: 0.5 });

// The shared frame: rounded panel (tint-100 wall or sky, tint-200 floor), ground line.
export function frame(t, body, { floor = t[200], sky = t[100] } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<clipPath id="p"><rect width="${W}" height="${H}" rx="28"/></clipPath>` +
    `<g clip-path="url(#p)" fill="none" stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">` +
    rect(0, 0, W, H, sky, none) +
    rect(0, GY, W, H - GY, floor, none) +
    line(0, GY, W, GY) +
    body +
    '</g></svg>\n'
  );
}
/** A box seen slightly from above and the left: front face, lit top, shaded right side (depth d). */
export const block = (x, y, w, h, front, top, side, d = 18) =>
  rect(x, y, w, h, front) +
  poly([x, y, x + d, y - d * 0.7, x + w + d, y - d * 0.7, x + w, y], top) +
  poly([x + w, y, x + w + d, y - d * 0.7, x + w + d, y + h - d * 0.7, x + w, y + h], side);
export const range = (k) => Array.from({ length: k }, (_, i) => i);
/** Short rays around (cx, cy) from radius r1 to r2, one per angle in degrees (a glow, a ring). */
export const rays = (cx, cy, r1, r2, degrees, o) =>
  degrees
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return line(cx + r1 * Math.cos(a), cy + r1 * Math.sin(a), cx + r2 * Math.cos(a), cy + r2 * Math.sin(a), o);
    })
    .join('');
