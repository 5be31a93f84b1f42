/**
 * A drawing for an industry that has none yet: a phone ringing with sound waves in its colours (its file's `tint`),
 * on the scene's grid (640 × 480, the lower left kept clear for the call card), and a close-up of a call. Served
 * by src/pages/illustrations/industries/[scene].svg.ts until its own scenes are drawn (docs/editing.md).
 */
import type { TintRamp } from '@/content/industry-tints';

/** The stand-in scene in a ramp's colours: `call` for the close-up (a speech bubble beside the phone). */
export function fallbackScene(c: TintRamp, { call = false } = {}): string {
  const waves = [0, 1, 2]
    .map((i) => {
      const r = 46 + i * 34;
      return `<path d="M ${356 - i * 8} ${214 - r} A ${r} ${r} 0 0 0 ${356 - i * 8} ${214 + r}" fill="none" stroke="${c[400]}" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
    })
    .join('');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 448 + (i % 6) * 26;
    const y = 380 + Math.floor(i / 6) * 22;
    return `<circle cx="${x}" cy="${y}" r="4" fill="${c[200]}"/>`;
  }).join('');
  const bubble = call
    ? `<rect x="36" y="56" width="170" height="92" rx="24" fill="#fff" stroke="${c[600]}" stroke-width="5"/><path d="M 176 144 l 26 30 l -4 -32 z" fill="#fff" stroke="${c[600]}" stroke-width="5" stroke-linejoin="round"/><rect x="64" y="86" width="112" height="10" rx="5" fill="${c[400]}"/><rect x="64" y="108" width="76" height="10" rx="5" fill="${c[200]}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><rect width="640" height="480" fill="${c[50]}"/><circle cx="470" cy="200" r="168" fill="${c[100]}"/><circle cx="560" cy="70" r="40" fill="${c[200]}"/>${dots}${waves}<g transform="rotate(-12 470 214)"><rect x="402" y="84" width="136" height="260" rx="28" fill="#fff" stroke="${c[600]}" stroke-width="6"/><rect x="418" y="112" width="104" height="186" rx="10" fill="${c[100]}"/><rect x="448" y="96" width="44" height="6" rx="3" fill="${c[600]}"/><circle cx="470" cy="322" r="11" fill="none" stroke="${c[600]}" stroke-width="5"/><path d="M 446 190 c 0 -16 48 -16 48 0 l -8 14 l -10 -4 l 0 -8 c -4 -2 -8 -2 -12 0 l 0 8 l -10 4 z" fill="${c[700]}"/><rect x="438" y="232" width="64" height="8" rx="4" fill="${c[400]}"/><rect x="450" y="250" width="40" height="8" rx="4" fill="${c[200]}"/></g>${bubble}</svg>\n`;
}
