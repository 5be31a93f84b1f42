// One close-up per industry (public/illustrations/industries/<slug>-call.svg), in that industry's tint: the call at
// work. On the left, a window onto the industry's place, its scene (scripts/scenes/industries.mjs) enlarged around
// its main objects, without the scene's own phone; on the right, beside the place and never over it, a hand holding
// the phone, with the product's UI above it: the call's bubble and waveform (or, on some, the SMS), and the step
// being spoken as a caption. Shown beside an industry's problem statement, so the hero's picture is not repeated.
import { phoneInHand } from './people.mjs';
import { circle, g, H, none, place, rect, W, WHITE } from './primitives.mjs';
import { callBubble, smsBubble, waveform } from './product-ui.mjs';

/** The window onto the place: its frame and how much the scene is enlarged in it. */
const WIN = { x: 20, y: 20, w: 372, h: 440, s: 1.5 };

/**
 * The point of each industry's scene the window centres on (its main objects, in the scene's 640 x 480 units), and
 * whether its phone shows the SMS thread instead of the call bubble.
 */
export const closeUpFocus = {
  'field-services': [470, 250],
  healthcare: [440, 190],
  'transportation-and-logistics': [470, 230],
  energy: [480, 220],
  education: [470, 200],
  'restaurant-and-hospitality': [470, 220],
  'aerospace-and-aviation': [470, 230],
  construction: [470, 230],
  manufacturing: [470, 230],
  it: [470, 230],
  retail: [470, 230],
  government: [470, 230],
  'media-and-publishing': [480, 190],
  'non-profit': [330, 215],
  'professional-services': [470, 230],
  consulting: [470, 230],
  sales: [500, 220],
  training: [450, 175],
};

/** The scene's drawing without its own phone and hand (the close-up draws its own, larger, beside the place). */
const withoutPhone = (body) =>
  body.replace(/<g class="hand"[^>]*>.*?<\/g>/g, '').replace(/<g class="product-ui"[^>]*>.*?<\/g>/g, '');

/** The close-up's drawing (inside the shared frame), from the industry's scene drawing and its focus point. */
export function closeUp(t, sceneBody, [fx, fy], sms = false) {
  const { x, y, w, h, s } = WIN;
  return (
    rect(0, 0, W, H, t[100], { stroke: 'none' }) +
    `<clipPath id="d"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20"/></clipPath>` +
    g(rect(0, 0, W, H, t[100], none) + g(withoutPhone(sceneBody), place(x + w / 2 - fx * s, y + h / 2 - fy * s, s)), {
      clipPath: 'url(#d)',
    }) +
    rect(x, y, w, h, 'none', { rx: 20 }) +
    // The product, beside the place: what is heard (bubble or text), the step as a caption, the phone in hand.
    g(
      (sms ? smsBubble(t, 416, 36, 196, 60) : callBubble(t, 414, 36, 204, 62)) +
        rect(414, 130, 206, 58, WHITE, { rx: 12 }) +
        circle(438, 159, 11, t[700], none) +
        rect(428 + 27, 146, 146, 8, t[700], { rx: 4, ...none }) +
        rect(428 + 27, 164, 110, 8, t[400], { rx: 4, ...none }) +
        waveform(570, 168, [8, 14, 10], t[400], 4, 3) +
        phoneInHand(t, 470, 226, 1.6, -6),
      { class: 'product-ui' },
    )
  );
}
