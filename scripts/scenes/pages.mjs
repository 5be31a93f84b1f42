// One hero scene per composed page (public/illustrations/pages/<slug>.svg), tint from src/content/scenes.ts.
import { phoneInHand } from './people.mjs';
import {
  at,
  circle,
  ellipse,
  g,
  GY,
  INK,
  line,
  none,
  path,
  poly,
  range,
  rays,
  rect,
  shadow,
  WHITE,
} from './primitives.mjs';
import { callBubble, callPhone, handset, smsBubble, waveform } from './product-ui.mjs';
import { box, calendar, clock, hardHat, mapPin, spotlight, table } from './props.mjs';

// Composed pages (company, services, customers, products, blog, partners, resources): one composition per page
// (src/content/scenes.ts pageSceneTints). No call card lies over these, so they use the whole frame. Each shows its
// page's own subject as one bold object (a badge, a chart, a release, a binder …); the person is implied by a hand or
// a phone, never drawn whole.
/** A rounded bar: a line of "text" (no letters are drawn). */
const bar = (x, y, w, c, h = 8) => rect(x, y, w, h, c, { rx: h / 2, ...none });
/** The flat shadow of a card on the wall, cast down and to the right (light from the upper left). */
const cardShadow = (t, x, y, w, h, rx = 10) => rect(x + 10, y + 10, w, h, t[400], { rx, opacity: 0.5, ...none });
export const pageScenes = {
  // Careers: the badge you get on day one, on its lanyard (the call's waveform where a photo would be), a hard hat
  // for the work it opens, the call.
  careers: (t) =>
    poly([236, 0, 260, 0, 314, 150, 292, 150], t[600]) +
    poly([404, 0, 380, 0, 326, 150, 348, 150], t[600]) +
    cardShadow(t, 216, 156, 208, 228, 18) +
    rect(216, 156, 208, 228, WHITE, { rx: 18 }) +
    path('M216 214V174Q216 156 234 156H406Q424 156 424 174V214Z', t[600]) +
    rect(296, 140, 48, 28, INK, { rx: 6 }) +
    bar(300, 182, 40, WHITE, 8) +
    circle(320, 268, 42, t[100]) +
    waveform(287, 268, [14, 28, 44, 26, 36, 16], t[600], 6, 5) +
    bar(262, 328, 116, t[600], 10) +
    bar(284, 350, 72, t[400], 10) +
    shadow(t, 70, 112, GY, 10, 18) +
    hardHat(t, 126, GY - 10, 1.2, t[400]) +
    callBubble(t, 452, 96, 150, 62),

  // Leadership: the moments of one call that someone answers for, on one desk: the call and its voice, the step it
  // speaks (highlighted on the procedure page), the reviewer's signature and stamp, the text sent after. No faces.
  leadership: (t) =>
    path('M300 120Q332 120 340 176', 'none', { stroke: t[600], strokeWidth: 4, strokeDasharray: '2 12' }) +
    cardShadow(t, 48, 68, 252, 104, 16) +
    rect(48, 68, 252, 104, WHITE, { rx: 16 }) +
    circle(100, 120, 28, t[600], none) +
    handset(100, 120, WHITE, 2.2) +
    waveform(144, 120, [16, 30, 48, 26, 40, 20, 34, 14, 24, 10, 18], t[600], 7, 5) +
    shadow(t, 360, 230, GY, 12, 22) +
    cardShadow(t, 350, 44, 240, 348, 14) +
    rect(350, 44, 240, 348, WHITE, { rx: 14 }) +
    rect(430, 28, 80, 32, INK, { rx: 8 }) +
    bar(450, 40, 40, t[400], 8) +
    bar(378, 84, 120, t[600], 12) +
    range(4)
      .map((i) => {
        const y = 126 + i * 50;
        const lit = i === 1;
        return (
          (lit ? rect(364, y - 16, 212, 44, t[100], { rx: 10, ...none }) : '') +
          circle(386, y + 6, 12, lit ? t[600] : t[200], none) +
          bar(408, y - 2, lit ? 140 : 150 - i * 14, lit ? INK : t[400], 8) +
          bar(408, y + 10, lit ? 96 : 90 - i * 8, t[400], 6)
        );
      })
      .join('') +
    path('M376 350Q392 322 404 346T432 344T460 340', 'none', { strokeWidth: 3 }) +
    line(376, 360, 470, 360, { stroke: t[400], strokeWidth: 3 }) +
    circle(536, 336, 34, 'none', { stroke: t[600], strokeWidth: 5 }) +
    path('M520 336L532 348L554 324', 'none', { stroke: t[600], strokeWidth: 6 }) +
    cardShadow(t, 64, 244, 220, 80, 14) +
    smsBubble(t, 64, 244, 220, 80),

  // Events: a stage with a backdrop of a phone and its voice, a lectern under the lights, the season's calendar, an
  // audience seen from behind.
  events: (t) =>
    calendar(t, 30, 60, 150, 150, [6, 13], [17]) +
    rect(210, 30, 400, 240, t[700], { rx: 8 }) +
    rect(376, 60, 72, 130, INK, { rx: 14 }) +
    rect(384, 74, 56, 96, t[100], { rx: 6, ...none }) +
    waveform(392, 122, [12, 26, 38, 20, 30], t[600], 5, 5) +
    waveform(250, 124, [14, 36, 60, 84, 52, 70, 40, 22], t[400], 8, 6) +
    waveform(470, 124, [22, 44, 72, 56, 84, 60, 36, 14], t[400], 8, 6) +
    rect(262, 214, 296, 10, t[200], { rx: 5, ...none }) +
    rect(312, 234, 196, 10, t[400], { rx: 5, ...none }) +
    spotlight(t, 300, 24, 470, 60) +
    spotlight(t, 560, 24, 470, 60) +
    shadow(t, 190, 440, GY, 10, 12) +
    rect(190, 326, 450, 66, t[600]) +
    poly([190, 326, 640, 326, 640, 314, 204, 314], t[400]) +
    path('M446 326L452 250H500L506 326Z', t[200]) +
    rect(444, 242, 64, 12, t[400], { rx: 3 }) +
    path('M492 242Q500 220 486 206', 'none', { strokeWidth: 3 }) +
    ellipse(484, 202, 5, 7, INK) +
    range(6)
      .map(
        (i) =>
          path(
            `M${40 + i * 104} 480V452Q${40 + i * 104} 428 ${64 + i * 104} 428H${90 + i * 104}Q${114 + i * 104} 428 ${114 + i * 104} 452V480Z`,
            [t[400], t[700], t[200]][i % 3],
          ) + circle(77 + i * 104, 408, 19, [INK, t[900], t[700]][i % 3]),
      )
      .join(''),

  // About us: one phone at the centre, reached from the places the work happens (a site, a ward, a dock).
  'about-us': (t) =>
    path('M150 118L268 200M150 318L268 262M496 326L354 262', 'none', {
      stroke: t[600],
      strokeWidth: 4,
      strokeDasharray: '2 12',
    }) +
    [
      [130, 110],
      [130, 320],
      [510, 330],
    ]
      .map(([x, y]) => circle(x, y, 58, WHITE) + circle(x, y, 58, 'none', { stroke: t[400], strokeWidth: 6 }))
      .join('') +
    hardHat(t, 130, 128, 1, t[400]) +
    rect(114, 286, 32, 68, t[600], { rx: 4, ...none }) +
    rect(96, 304, 68, 32, t[600], { rx: 4, ...none }) +
    g(
      box(t, -28, -14, 30, 28) +
        box(t, 2, -14, 30, 28, t[400]) +
        box(t, -14, -42, 30, 28) +
        rect(-40, 14, 84, 8, t[600]),
      { transform: at(506, 330) },
    ) +
    phoneInHand(t, 262, 96, 1.55, 0, t[600]) +
    callBubble(t, 380, 90, 170, 64),

  // Values: the six values as a pledge card, ticked one by one as they are kept, beside the call in hand
  // they are kept on (the sixth is being ticked now).
  values: (t) =>
    cardShadow(t, 56, 44, 284, 340, 16) +
    rect(56, 44, 284, 340, t[700], { rx: 16 }) +
    rect(70, 58, 256, 312, WHITE, { rx: 8 }) +
    bar(92, 78, 120, t[700], 12) +
    range(6)
      .map((i) => {
        const y = 124 + i * 40;
        return (
          circle(104, y, 13, i === 5 ? t[600] : t[200]) +
          bar(128, y - 9, 128 - (i % 3) * 26, t[600], 8) +
          bar(128, y + 3, 96 - (i % 2) * 30, t[200], 6) +
          (i < 5
            ? path(`M${284} ${y}L${292} ${y + 8}L${306} ${y - 8}`, 'none', { stroke: t[600], strokeWidth: 5 })
            : circle(296, y, 12, 'none', { stroke: t[600], strokeWidth: 4, strokeDasharray: '4 5' }))
        );
      })
      .join('') +
    path('M336 324Q380 318 400 282', 'none', { stroke: t[600], strokeWidth: 4, strokeDasharray: '2 10' }) +
    callBubble(t, 376, 56, 200, 68) +
    smsBubble(t, 392, 160, 150, 56) +
    phoneInHand(t, 440, 236, 1.45, -10),

  // Culture and inclusion: one answer, three ways to take it in (heard as the call, read as text, followed as steps),
  // a quiet pair of headphones.
  'culture-and-inclusion': (t) =>
    [
      [56, 96, -5],
      [236, 70, 0],
      [416, 96, 5],
    ]
      .map(([x, y, r], i) =>
        g(
          rect(10, 10, 168, 216, t[400], { rx: 14, opacity: 0.5, ...none }) +
            rect(0, 0, 168, 216, WHITE, { rx: 14 }) +
            circle(84, 58, 34, [t[600], t[400], t[200]][i]) +
            [
              handset(84, 58, WHITE, 2.4) + waveform(30, 150, [14, 30, 46, 26, 38, 20, 12, 24, 16], t[600], 8, 4),
              range(5)
                .map((k) => bar(24, 122 + k * 18, 120 - (k % 3) * 22, k ? t[200] : t[600], 9))
                .join('') + [0, 1, 2].map((k) => bar(66, 46 + k * 10, 36 - k * 10, WHITE, 6)).join(''),
              range(3)
                .map(
                  (k) =>
                    circle(36, 128 + k * 30, 10, k ? WHITE : t[600]) +
                    bar(56, 124 + k * 30, 86 - k * 14, k ? t[200] : t[400], 9),
                )
                .join('') + path('M70 58L80 68L100 46', 'none', { stroke: INK, strokeWidth: 5 }),
            ][i],
          { transform: at(x, y, 1, r) },
        ),
      )
      .join('') +
    shadow(t, 450, 130, GY, 10, 16) +
    path('M468 388V360A48 48 0 0 1 564 360V388', 'none', { strokeWidth: 12 }) +
    path('M468 388V360A48 48 0 0 1 564 360V388', 'none', { stroke: t[600], strokeWidth: 7 }) +
    rect(452, 352, 30, 40, t[700], { rx: 10 }) +
    rect(550, 352, 30, 40, t[700], { rx: 10 }),

  // Social impact: a door held open onto skilled work, the light through it, steps up to the work it opens (a hard
  // hat at the top), the call that guides the first day.
  'social-impact': (t) =>
    rect(170, 56, 170, GY - 56, t[700], { rx: 4 }) +
    rect(186, 72, 138, GY - 72, WHITE, none) +
    path('M206 150C236 124 270 136 294 104', 'none', { stroke: t[200], strokeWidth: 8 }) +
    poly([186, GY, 324, GY, 470, 480, 30, 480], WHITE, { ...none, opacity: 0.6 }) +
    poly([186, 72, 262, 96, 262, GY - 12, 186, GY], t[400]) +
    circle(250, 240, 6, INK) +
    range(3)
      .map((i) => rect(390 + i * 70, GY - 40 - i * 40, 250 - i * 70, 40 + i * 40, i % 2 ? t[400] : t[200]))
      .join('') +
    hardHat(t, 566, GY - 120, 1.2, t[600]) +
    callBubble(t, 30, 96, 128, 56),

  // Newsroom: the announcement (a release with its headline, picture and paragraphs) and a megaphone held up.
  newsroom: (t) =>
    cardShadow(t, 64, 64, 250, 300, 10) +
    g(
      rect(0, 0, 250, 300, WHITE, { rx: 10 }) +
        path('M0 64V10Q0 0 10 0H240Q250 0 250 10V64Z', t[600]) +
        bar(22, 24, 130, WHITE, 14) +
        bar(22, 88, 206, t[700], 14) +
        bar(22, 112, 150, t[700], 14) +
        rect(22, 144, 96, 78, t[200], { rx: 6 }) +
        waveform(36, 183, [10, 22, 34, 18, 28, 14], t[600], 6, 5) +
        range(4)
          .map((i) => bar(132, 148 + i * 20, 96 - (i % 2) * 20, t[400], 8))
          .join('') +
        range(3)
          .map((i) => bar(22, 240 + i * 18, 206 - i * 40, t[200], 8))
          .join(''),
      { transform: at(64, 64, 1, -3) },
    ) +
    path('M596 178Q624 256 596 334M620 150Q660 256 620 362', 'none', { stroke: t[600], strokeWidth: 5 }) +
    rect(404, 318, 40, 162, t[700], { rx: 8 }) +
    rect(410, 282, 30, 50, INK, { rx: 6 }) +
    path('M396 232L560 152V360L396 280Z', t[400]) +
    ellipse(560, 256, 22, 104, t[200]) +
    ellipse(560, 256, 10, 70, t[600]) +
    rect(364, 228, 40, 56, t[600], { rx: 8 }) +
    rect(398, 298, 52, 42, WHITE, { rx: 14 }),

  // Educational resources: the open guide (text on one page, a recording to play on the other), an idea lighting up.
  'educational-resources': (t) =>
    path('M320 372Q248 346 96 356V146H116V340Q258 330 320 360Q382 330 524 340V146H544V356Q392 346 320 372Z', t[600]) +
    path('M320 156Q262 124 116 134V340Q258 330 320 360Z', WHITE) +
    path('M320 156Q378 124 524 134V340Q382 330 320 360Z', WHITE) +
    range(6)
      .map((i) => bar(144, 168 + i * 26, 140 - (i % 3) * 24, i ? t[200] : t[600], 9))
      .join('') +
    rect(350, 166, 146, 96, t[200], { rx: 8 }) +
    circle(423, 214, 26, t[600], none) +
    path('M415 200L437 214L415 228Z', WHITE, none) +
    bar(352, 280, 140, t[400], 9) +
    bar(352, 302, 100, t[200], 9) +
    rays(320, 66, 36, 52, [-160, -125, -90, -55, -20], { stroke: t[600], strokeWidth: 5 }) +
    circle(320, 62, 26, WHITE) +
    circle(320, 62, 14, t[200], none) +
    rect(309, 88, 22, 16, INK, { rx: 4 }),

  // Consulting services: the opportunity map (sites and a route between them), a checklist, a compass on the map,
  // the call from the first site.
  'services-consulting': (t) =>
    cardShadow(t, 40, 44, 400, 300, 10) +
    rect(40, 44, 400, 300, WHITE, { rx: 10 }) +
    path('M40 200C120 170 170 250 250 220S370 140 440 170', 'none', { stroke: t[200], strokeWidth: 20 }) +
    path('M130 44C150 130 110 230 160 344', 'none', { stroke: t[100], strokeWidth: 16 }) +
    path('M90 280C140 230 170 150 250 140S340 100 380 108', 'none', {
      stroke: t[600],
      strokeWidth: 5,
      strokeDasharray: '2 12',
    }) +
    [
      [90, 280, t[400]],
      [250, 140, t[400]],
      [380, 108, t[700]],
    ]
      .map(([x, y, c]) => mapPin(x, y, c))
      .join('') +
    circle(390, 300, 40, WHITE) +
    poly([390, 270, 400, 300, 390, 330, 380, 300], t[600]) +
    circle(390, 300, 5, INK) +
    cardShadow(t, 470, 60, 140, 190, 8) +
    rect(470, 60, 140, 190, t[400], { rx: 8 }) +
    rect(482, 76, 116, 166, WHITE, { rx: 3 }) +
    rect(510, 50, 60, 18, INK, { rx: 5 }) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(494, 96 + i * 36, 18, 18, i < 2 ? t[600] : WHITE, { rx: 4 }) +
          bar(522, 101 + i * 36, 62 - (i % 2) * 16, t[200], 8),
      )
      .join('') +
    phoneInHand(t, 516, 316),

  // Implementation: your documents in, a live number out, in days: stack, flow, the call in hand, calendar.
  'services-implementation': (t) =>
    g(
      calendar(t, 470, 40, 130, 120, [0, 1, 2, 3], [4]) +
        range(4)
          .map((i) => rect(60 + i * 8, 140 - i * 12, 120, 150, [WHITE, t[100], WHITE, t[200]][i], { rx: 4 }))
          .join('') +
        range(5)
          .map((i) => rect(100, 124 + i * 18, 76 - (i % 2) * 20, 6, t[400], { rx: 3, ...none }))
          .join('') +
        path('M210 220H270M262 212L272 220L262 228', 'none', { stroke: t[600], strokeWidth: 5 }) +
        circle(320, 220, 34, t[600]) +
        range(8)
          .map((i) => rect(315, 178, 10, 12, t[600], { transform: `rotate(${i * 45} 320 220)` }))
          .join('') +
        circle(320, 220, 14, WHITE) +
        path('M370 220H416M408 212L418 220L408 228', 'none', { stroke: t[600], strokeWidth: 5 }) +
        callPhone(t, 430, 162) +
        callBubble(t, 512, 214, 112, 50),
      { transform: at(0, 40) },
    ),

  // Support: answers kept current: the procedure in the refresh loop, checked; the support call in hand.
  'services-support': (t) =>
    path('M150 120A140 140 0 0 1 396 150', 'none', { stroke: INK, strokeWidth: 22 }) +
    path('M150 120A140 140 0 0 1 396 150', 'none', { stroke: t[600], strokeWidth: 16 }) +
    path('M370 300A140 140 0 0 1 124 270', 'none', { stroke: INK, strokeWidth: 22 }) +
    path('M370 300A140 140 0 0 1 124 270', 'none', { stroke: t[400], strokeWidth: 16 }) +
    poly([376, 118, 428, 154, 372, 178], t[600]) +
    poly([144, 302, 92, 266, 148, 242], t[400]) +
    cardShadow(t, 196, 120, 128, 170, 8) +
    rect(196, 120, 128, 170, WHITE, { rx: 8 }) +
    bar(214, 142, 70, t[600], 10) +
    range(5)
      .map((i) => bar(214, 168 + i * 20, 92 - (i % 2) * 26, t[200], 8))
      .join('') +
    circle(318, 282, 26, t[600]) +
    path('M306 282L315 291L331 273', 'none', { stroke: WHITE, strokeWidth: 6 }) +
    callBubble(t, 448, 96, 150, 62) +
    phoneInHand(t, 516, 316),

  // Training services: the session's flip chart of steps (the first done), a hand with a marker at the next one.
  'services-training': (t) =>
    path('M270 330L232 392M410 330L448 392M340 330V392', 'none', { strokeWidth: 8 }) +
    shadow(t, 232, 216, GY, 10, 16) +
    cardShadow(t, 200, 56, 280, 280, 6) +
    rect(200, 56, 280, 280, WHITE, { rx: 6 }) +
    rect(188, 42, 304, 22, INK, { rx: 6 }) +
    range(3)
      .map(
        (i) =>
          circle(244, 116 + i * 76, 22, i ? t[200] : t[600]) +
          bar(280, 104 + i * 76, 150 - i * 24, i === 1 ? t[600] : t[400], 12) +
          bar(280, 124 + i * 76, 96, t[200], 8),
      )
      .join('') +
    path('M232 116L241 125L257 107', 'none', { stroke: WHITE, strokeWidth: 6 }) +
    g(
      rect(0, -20, 220, 40, t[700], { rx: 10, class: 'sleeve' }) +
        rect(-74, -7, 58, 14, t[600], { rx: 5 }) +
        rect(-86, -4, 14, 8, INK, { rx: 2 }) +
        rect(-34, -22, 44, 44, WHITE, { rx: 16 }),
      { class: 'hand', transform: at(520, 210, 1, -14) },
    ) +
    callPhone(t, 60, 150),

  // ---- Customers, products, blog, partners and resources pages (same grid, whole frame, nothing laid over).

  // Customer stories: the four stories as the phone's log of calls, each a place's sign (a plant roof, a ward's cross,
  // a truck, a pot on the range) and its call's waveform, with the time of day on the wall: the places themselves are
  // drawn once each, beside their stories, not here.
  'customer-stories': (t) => {
    const signs = [
      path('M-13 9V-3L-6-8V-3L1-8V-3L8-8V-3L13-6V9Z', t[600], none),
      path('M-3-11h6v8h8v6H3v8h-6V3h-8v-6h8z', t[600], none),
      rect(-14, -8, 17, 13, t[600], { rx: 2, ...none }) +
        path('M3 5V-3H9L14 2V5Z', t[600], none) +
        circle(-8, 8, 3.5, INK, none) +
        circle(8, 8, 3.5, INK, none),
      rect(-11, -2, 22, 11, t[600], { rx: 3, ...none }) +
        rect(-14, -4, 28, 4, t[600], { rx: 2, ...none }) +
        path('M-4-8c-2-3 2-4 0-7M4-8c-2-3 2-4 0-7', 'none', { stroke: t[600], strokeWidth: 2 }),
    ];
    const waves = [
      [10, 22, 34, 18, 28, 40, 24],
      [14, 30, 20, 36, 26, 12],
      [8, 18, 30, 44, 28, 16, 34],
      [16, 26, 38, 22, 12, 30],
    ];
    return (
      clock(t, 100, 96, 34) +
      rect(214, 46, 240, 460, t[400], { rx: 32, opacity: 0.5, ...none }) +
      rect(200, 32, 240, 460, INK, { rx: 32 }) +
      rect(214, 60, 212, 420, WHITE, { rx: 16, ...none }) +
      rect(290, 42, 60, 8, t[700], { rx: 4, ...none }) +
      signs
        .map((sign, i) => {
          const y = 112 + i * 92;
          return (
            (i ? line(230, y - 46, 410, y - 46, { stroke: t[200], strokeWidth: 2 }) : '') +
            circle(254, y, 24, t[100], none) +
            g(sign, { transform: at(254, y) }) +
            waveform(292, y, waves[i], i === 0 ? t[700] : t[400], 6, 5) +
            circle(402, y, 9, i === 0 ? t[600] : t[200], none) +
            (i === 0 ? handset(402, y, WHITE, 0.8) : '')
          );
        })
        .join('') +
      callBubble(t, 470, 150, 140, 58)
    );
  },

  // Case studies: the pilot's scorecard on a clipboard: the problem (a line going the wrong way), the solution (the
  // call), the expected metrics as dashed bars still to be filled; the call in hand that the solution is.
  'case-studies': (t) =>
    cardShadow(t, 70, 40, 270, 344, 14) +
    rect(70, 40, 270, 344, t[700], { rx: 14 }) +
    rect(86, 62, 238, 306, WHITE, { rx: 6 }) +
    rect(160, 28, 90, 30, INK, { rx: 8 }) +
    circle(205, 38, 5, t[200], none) +
    bar(106, 84, 70, t[700], 10) +
    path('M110 108L146 136L170 124L214 164', 'none', { stroke: t[700], strokeWidth: 5 }) +
    path('M198 164H216V146', 'none', { stroke: t[700], strokeWidth: 5 }) +
    line(106, 184, 304, 184, { stroke: t[200], strokeWidth: 3 }) +
    bar(106, 200, 84, t[600], 10) +
    circle(122, 240, 15, t[600], none) +
    handset(122, 240, WHITE, 1.3) +
    waveform(148, 240, [10, 22, 32, 18, 26, 14, 20], t[600], 6, 5) +
    line(106, 276, 304, 276, { stroke: t[200], strokeWidth: 3 }) +
    bar(106, 290, 110, t[400], 10) +
    [26, 38, 52]
      .map((h, k) =>
        rect(120 + k * 40, 352 - h, 26, h, 'none', { stroke: t[600], strokeWidth: 3, strokeDasharray: '5 5' }),
      )
      .join('') +
    path('M236 340L290 306M276 304L292 305L288 320', 'none', { stroke: t[600], strokeWidth: 4 }) +
    callBubble(t, 388, 60, 200, 68) +
    phoneInHand(t, 452, 190, 1.45, -8),

  // Testimonials: what the frontline says back after a call: the phone in hand, the caller's words as a speech
  // bubble of transcript, and under it the attribution as role tags (a hard hat, a clipboard, a headset), no faces.
  testimonials: (t) =>
    path(
      'M236 44H588Q608 44 608 64V212Q608 232 588 232H318L270 270L280 232H236Q216 232 216 212V64Q216 44 236 44Z',
      WHITE,
    ) +
    // The words as a voice, not as lines of text: an opening quote mark and the quote's waveform across the bubble.
    [248, 286]
      .map(
        (x) =>
          circle(x + 12, 92, 13, t[700], none) +
          path(`M${x + 1} 94Q${x} 70 ${x + 20} 62L${x + 22} 68Q${x + 8} 76 ${x + 10} 92Z`, t[700], none),
      )
      .join('') +
    waveform(
      246,
      164,
      [12, 24, 40, 28, 52, 36, 20, 44, 62, 40, 26, 48, 34, 18, 30, 54, 38, 22, 44, 28, 14, 32, 20, 10],
      t[600],
      8,
      6,
    ) +
    [300, 440]
      .map(
        (x, k) =>
          cardShadow(t, x, 296, 124, 48, 24) +
          rect(x, 296, 124, 48, WHITE, { rx: 24 }) +
          circle(x + 24, 320, 16, t[200]) +
          (k === 0
            ? hardHat(t, x + 24, 326, 0.42, t[600])
            : rect(x + 17, 309, 14, 20, WHITE, { rx: 2 }) +
              bar(x + 20, 315, 8, t[600], 3) +
              bar(x + 20, 321, 8, t[600], 3)) +
          bar(x + 48, 310, 60, t[700], 8) +
          bar(x + 48, 326, 40, t[400], 6),
      )
      .join('') +
    phoneInHand(t, 92, 150, 1.5, 8),

  // Pocket SME: the expert's voice at a studio microphone, the same voice on a private-label line, answered on many
  // phones.
  'pocket-sme': (t) =>
    shadow(t, 100, 120, GY, 10, 16) +
    ellipse(160, 384, 60, 10, INK) +
    line(160, 282, 160, 380, { strokeWidth: 8 }) +
    path('M104 196V222Q104 280 160 280Q216 280 216 222V196', 'none', { strokeWidth: 8 }) +
    rect(116, 80, 88, 170, t[600], { rx: 44 }) +
    range(5)
      .map((i) => line(130, 112 + i * 22, 190, 112 + i * 22, { stroke: t[200], strokeWidth: 5 }))
      .join('') +
    range(3)
      .map((i) =>
        path(`M${240 + i * 26} ${120 - i * 14}Q${266 + i * 34} 170 ${240 + i * 26} ${220 + i * 14}`, 'none', {
          stroke: t[i ? 400 : 600],
          strokeWidth: 5,
        }),
      )
      .join('') +
    range(6)
      .map((i) => {
        const x = 370 + (i % 3) * 80,
          y = 64 + Math.floor(i / 3) * 160;
        return (
          rect(x, y, 58, 108, INK, { rx: 10 }) +
          rect(x + 5, y + 12, 48, 82, i === 1 ? t[200] : t[100], { rx: 2, ...none }) +
          waveform(x + 9, y + 54, [8, 18, 28, 16, 22], t[600], 5, 4)
        );
      })
      .join(''),

  // Powered by Pocket Mentor: the partner's own label on the phone, the platform in layers underneath.
  'powered-by': (t) =>
    shadow(t, 110, 420, GY, 10, 14) +
    [0, 1, 2]
      .map((k) => {
        const y = 360 - k * 50;
        return (
          poly(
            [320, y + 40, 520, y - 20, 520, y - 4, 320, y + 56, 120, y - 4, 120, y - 20],
            [t[700], t[600], t[400]][k],
          ) + poly([320, y + 40, 520, y - 20, 320, y - 80, 120, y - 20], [t[400], t[200], WHITE][k])
        );
      })
      .join('') +
    g(
      rect(0, 0, 100, 180, INK, { rx: 16 }) +
        rect(10, 18, 80, 132, t[100], { rx: 6, ...none }) +
        rect(10, 18, 80, 38, t[600], none) +
        circle(30, 37, 10, WHITE, none) +
        rect(46, 33, 36, 8, WHITE, { rx: 4, ...none }) +
        waveform(22, 104, [14, 30, 44, 24, 36, 18], t[600], 6, 4),
      { transform: at(270, 52) },
    ) +
    path('M60 90H150L176 120L150 150H60Q48 150 48 138V102Q48 90 60 90Z', t[600]) +
    circle(150, 120, 7, WHITE) +
    rect(66, 108, 60, 9, WHITE, { rx: 4.5, ...none }) +
    rect(66, 124, 40, 9, t[200], { rx: 4.5, ...none }) +
    path('M157 120Q200 100 240 130', 'none', { strokeDasharray: '2 8' }) +
    callBubble(t, 410, 70, 170, 62),

  // Blog: the article and the call it is about: a headline, the exchange it quotes (the caller's question by voice, the
  // steps texted back) where a picture would be, paragraphs; the phone in hand reading it.
  blog: (t) =>
    cardShadow(t, 70, 36, 320, 344, 10) +
    rect(70, 36, 320, 344, WHITE, { rx: 10 }) +
    bar(98, 62, 230, t[700], 16) +
    bar(98, 88, 170, t[700], 16) +
    rect(98, 120, 264, 130, t[100], { rx: 8 }) +
    callBubble(t, 112, 132, 170, 50) +
    smsBubble(t, 206, 196, 140, 40) +
    range(4)
      .map((i) => bar(98, 272 + i * 24, 264 - (i % 3) * 46, t[200], 9))
      .join('') +
    path('M392 150Q430 130 452 176', 'none', { stroke: t[600], strokeWidth: 4, strokeDasharray: '2 10' }) +
    phoneInHand(t, 448, 176, 1.55, -8),

  // Become a partner: your office and your client's site, joined by a bridge; the call crosses it, on the phone.
  'partners-become': (t) =>
    shadow(t, 30, 150) +
    rect(30, 120, 150, GY - 120, t[600]) +
    rect(22, 110, 166, 14, t[700]) +
    range(8)
      .map((i) => rect(48 + (i % 2) * 64, 144 + Math.floor(i / 2) * 52, 50, 34, WHITE, { rx: 2 }))
      .join('') +
    rect(86, 352, 38, 40, t[700]) +
    shadow(t, 460, 160) +
    path('M460 392V210L510 180V210L560 180V210L610 180V392Z', t[400]) +
    rect(480, 300, 70, 92, t[700]) +
    range(4)
      .map((i) => line(480, 318 + i * 18, 550, 318 + i * 18, { stroke: t[600] }))
      .join('') +
    rect(566, 230, 30, 40, WHITE, { rx: 2 }) +
    path('M180 300Q320 170 460 300', 'none', { stroke: INK, strokeWidth: 14 }) +
    path('M180 300Q320 170 460 300', 'none', { stroke: t[600], strokeWidth: 9 }) +
    range(7)
      .map((i) => {
        const x = 215 + i * 35,
          s = (x - 180) / 280,
          y = (1 - s) * (1 - s) * 300 + 2 * (1 - s) * s * 170 + s * s * 300;
        return line(x, y + 6, x, 318, { strokeWidth: 2 });
      })
      .join('') +
    rect(180, 314, 280, 12, t[700]) +
    callPhone(t, 288, 120) +
    callBubble(t, 370, 60, 140, 56),

  // Find a partner: a street of partners' offices, pins over the ones near you, a magnifier on one; the shortlist.
  'partners-find': (t) =>
    rect(40, 40, 300, 50, WHITE, { rx: 25 }) +
    circle(72, 65, 10, 'none', { stroke: t[600], strokeWidth: 4 }) +
    line(79, 72, 88, 81, { stroke: t[600], strokeWidth: 4 }) +
    rect(100, 60, 150, 10, t[200], { rx: 5, ...none }) +
    rect(400, 40, 200, 160, WHITE, { rx: 8 }) +
    range(3)
      .map(
        (i) =>
          circle(428, 72 + i * 46, 14, [t[600], t[400], t[200]][i]) +
          rect(452, 64 + i * 46, 90 - (i % 2) * 24, 8, t[600], { rx: 4, ...none }) +
          rect(452, 78 + i * 46, 120 - (i % 2) * 30, 6, t[200], { rx: 3, ...none }),
      )
      .join('') +
    path('M558 66l7 7 12-14', 'none', { stroke: t[700], strokeWidth: 4 }) +
    shadow(t, 30, 580) +
    [
      [30, 150, 250, t[600]],
      [180, 120, 200, t[400]],
      [300, 130, 270, t[700]],
      [430, 90, 230, t[400]],
      [520, 110, 280, t[600]],
    ]
      .map(
        ([x, w, top, c], i) =>
          rect(x, top, w, GY - top, c) +
          range(Math.floor((GY - top - 60) / 40))
            .map((r) =>
              range(Math.floor((w - 20) / 34))
                .map((k) => rect(x + 16 + k * 34, top + 18 + r * 40, 20, 22, i === 2 ? t[200] : WHITE, { rx: 2 }))
                .join(''),
            )
            .join('') +
          rect(x + w / 2 - 14, GY - 40, 28, 40, INK),
      )
      .join('') +
    [
      [255, 220, t[700]],
      [545, 250, t[700]],
    ]
      .map(([x, y, c]) => mapPin(x, y, c))
      .join('') +
    circle(360, 300, 62, WHITE, { opacity: 0.35 }) +
    circle(360, 300, 62, 'none', { strokeWidth: 2 }) +
    circle(360, 300, 66, 'none', { stroke: INK, strokeWidth: 10 }) +
    path('M407 347L452 392', 'none', { stroke: INK, strokeWidth: 18 }) +
    path('M330 262Q340 252 356 250', 'none', { stroke: WHITE, strokeWidth: 6 }),

  // Join a program: five partner tracks, each from its own start, converging on the one platform and its phone.
  'partners-join-program': (t) =>
    [80, 200, 320, 440, 560]
      .map(
        (x) =>
          path(`M${x} 96C${x} 200 ${320 + (x - 320) * 0.2} 220 ${320 + (x - 320) * 0.2} 318`, 'none', {
            stroke: INK,
            strokeWidth: 26,
          }) +
          path(`M${x} 96C${x} 200 ${320 + (x - 320) * 0.2} 220 ${320 + (x - 320) * 0.2} 318`, 'none', {
            stroke: t[200],
            strokeWidth: 22,
          }),
      )
      .join('') +
    [80, 200, 320, 440, 560]
      .map((x) =>
        path(`M${x} 96C${x} 200 ${320 + (x - 320) * 0.2} 220 ${320 + (x - 320) * 0.2} 318`, 'none', {
          stroke: t[600],
          strokeWidth: 3,
          strokeDasharray: '10 12',
        }),
      )
      .join('') +
    [80, 200, 320, 440, 560]
      .map(
        (x, i) =>
          circle(x, 76, 34, [t[600], t[400], t[700], t[400], t[600]][i]) +
          [
            // Referral: an arrow out.
            path(`M${x - 12} ${76 + 12}L${x + 12} ${76 - 12}M${x - 4} ${76 - 12}H${x + 12}V${76 - 4}`, 'none', {
              stroke: WHITE,
              strokeWidth: 5,
            }),
            // White-label: a tag.
            path(`M${x - 16} ${70}V${64}H${x + 2}L${x + 16} ${76}L${x + 2} ${88}H${x - 16}Z`, WHITE, none) +
              circle(x + 2, 76, 3, t[400], none),
            // Implementation: a gear-ish ring.
            circle(x, 76, 13, 'none', { stroke: WHITE, strokeWidth: 6, strokeDasharray: '5 3.2' }) +
              circle(x, 76, 5, WHITE, none),
            // Training: a mortarboard.
            poly([x - 18, 72, x, 64, x + 18, 72, x, 80], WHITE, none) +
              path(`M${x - 10} ${77}V${86}Q${x} ${92} ${x + 10} ${86}V${77}`, WHITE, none),
            // Mission-aligned: a heart.
            path(
              `M${x} ${90}C${x - 24} ${74} ${x - 12} ${58} ${x} ${70}C${x + 12} ${58} ${x + 24} ${74} ${x} ${90}Z`,
              WHITE,
              none,
            ),
          ][i],
      )
      .join('') +
    shadow(t, 150, 340, GY, 10, 14) +
    poly([150, 360, 320, 300, 490, 360, 320, 420], WHITE) +
    poly([150, 360, 320, 420, 320, 440, 150, 380], t[400]) +
    poly([490, 360, 320, 420, 320, 440, 490, 380], t[600]) +
    g(
      rect(0, 0, 70, 124, INK, { rx: 12 }) +
        rect(8, 14, 54, 92, t[100], { rx: 5, ...none }) +
        waveform(14, 60, [10, 24, 36, 20, 30], t[600], 5, 5),
      { transform: at(285, 244) },
    ),

  // Partner resources: the partner kit, an open case of what partners sell, deliver and support with: a guide, a demo
  // to play, a certificate.
  'partners-resources': (t) =>
    poly([120, 250, 150, 110, 490, 110, 520, 250], t[700]) +
    poly([140, 240, 164, 126, 476, 126, 500, 240], t[400], none) +
    g(
      rect(0, 0, 96, 124, WHITE, { rx: 4 }) +
        bar(14, 16, 60, t[600], 10) +
        range(4)
          .map((i) => bar(14, 40 + i * 16, 68 - (i % 2) * 20, t[200], 7))
          .join(''),
      { transform: at(160, 160, 1, -8) },
    ) +
    rect(270, 150, 110, 86, t[200], { rx: 8 }) +
    circle(325, 193, 24, t[600], none) +
    path('M317 180L339 193L317 206Z', WHITE, none) +
    g(
      rect(0, 0, 100, 80, WHITE, { rx: 4 }) +
        bar(14, 16, 70, t[400], 8) +
        bar(14, 32, 50, t[200], 8) +
        circle(70, 62, 16, t[600]) +
        path('M62 74L58 96L70 88L82 96L78 74', t[600]),
      { transform: at(394, 156, 1, 7) },
    ) +
    shadow(t, 110, 420, GY, 12, 18) +
    rect(110, 240, 420, GY - 240, t[600], { rx: 14 }) +
    rect(110, 240, 420, 24, t[700], { rx: 6 }) +
    rect(280, 300, 80, 20, INK, { rx: 6 }) +
    rect(150, 236, 24, 36, INK, { rx: 4 }) +
    rect(466, 236, 24, 36, INK, { rx: 4 }),

  // Knowledge base: the questions people ask most, as a list with the top one open on its answer; the call that
  // answers the rest.
  'resources-knowledge-base': (t) =>
    cardShadow(t, 60, 48, 350, 320, 14) +
    rect(60, 48, 350, 320, WHITE, { rx: 14 }) +
    circle(104, 92, 22, t[600], none) +
    path('M96 86A8 8 0 1 1 106 94Q104 96 104 100', 'none', { stroke: WHITE, strokeWidth: 5 }) +
    circle(104, 108, 3, WHITE, none) +
    bar(140, 80, 180, t[700], 12) +
    bar(140, 98, 120, t[700], 12) +
    path('M366 96L378 84L390 96', 'none', { strokeWidth: 4 }) +
    rect(84, 126, 302, 92, t[100], { rx: 8, ...none }) +
    range(3)
      .map((i) => bar(100, 144 + i * 22, 250 - i * 50, t[400], 9))
      .join('') +
    range(3)
      .map(
        (i) =>
          line(84, 234 + i * 44, 386, 234 + i * 44, { stroke: t[200] }) +
          bar(100, 250 + i * 44, 210 - i * 30, t[400], 12) +
          path(`M366 ${252 + i * 44}L378 ${264 + i * 44}L390 ${252 + i * 44}`, 'none', { strokeWidth: 4 }),
      )
      .join('') +
    callBubble(t, 440, 96, 160, 62) +
    phoneInHand(t, 516, 316),

  // Support center: the support line: a headset, the open requests and their status, the fix confirmed by text.
  'resources-support-center': (t) =>
    path('M90 240V200A110 110 0 0 1 310 200V240', 'none', { strokeWidth: 22 }) +
    path('M90 240V200A110 110 0 0 1 310 200V240', 'none', { stroke: t[600], strokeWidth: 16 }) +
    rect(60, 190, 60, 110, t[700], { rx: 24 }) +
    rect(280, 190, 60, 110, t[700], { rx: 24 }) +
    path('M90 300Q90 356 170 356', 'none', { strokeWidth: 8 }) +
    rect(164, 340, 50, 30, t[400], { rx: 15 }) +
    cardShadow(t, 386, 60, 220, 220, 14) +
    rect(386, 60, 220, 220, WHITE, { rx: 14 }) +
    bar(408, 82, 110, t[700], 12) +
    range(3)
      .map(
        (i) =>
          rect(408, 112 + i * 54, 176, 42, t[100], { rx: 8, ...none }) +
          circle(430, 133 + i * 54, 10, [t[600], t[400], t[200]][i]) +
          bar(450, 128 + i * 54, 110 - i * 20, t[400], 10),
      )
      .join('') +
    path('M424 133L429 138L437 128', 'none', { stroke: WHITE, strokeWidth: 4 }) +
    smsBubble(t, 420, 306, 180, 56),

  // Webinars: the live session on screen: the presenter's slide (the phone and its results), the attendees' tiles.
  'resources-webinars': (t) =>
    rect(40, 30, 560, 300, INK, { rx: 12 }) +
    rect(54, 44, 532, 256, t[900], none) +
    rect(66, 56, 356, 206, WHITE, { rx: 4 }) +
    rect(86, 76, 170, 14, t[600], { rx: 4, ...none }) +
    rect(86, 98, 120, 8, t[200], { rx: 4, ...none }) +
    rect(96, 126, 56, 104, INK, { rx: 9 }) +
    rect(102, 136, 44, 78, t[100], { rx: 4, ...none }) +
    waveform(108, 175, [10, 20, 30, 16, 24], t[600], 4, 3) +
    path('M170 178H214M206 170L216 178L206 186', 'none', { stroke: t[600], strokeWidth: 4 }) +
    [30, 46, 60, 84].map((h, i) => rect(240 + i * 38, 234 - h, 26, h, i === 3 ? t[600] : t[200], { rx: 2 })).join('') +
    line(232, 234, 398, 234, { stroke: t[400] }) +
    range(4)
      .map((i) => {
        const y = 56 + i * 52;
        return (
          rect(434, y, 140, 44, [t[700], t[600], t[400], t[700]][i], { rx: 4, ...none }) +
          circle(504, y + 17, 8, [t[200], WHITE, t[100], t[400]][i], none) +
          path(
            `M488 ${y + 44}Q488 ${y + 28} 504 ${y + 28}Q520 ${y + 28} 520 ${y + 44}Z`,
            [t[200], WHITE, t[100], t[400]][i],
            none,
          )
        );
      })
      .join('') +
    [290, 320, 350].map((x, i) => circle(x, 282, 9, i === 1 ? t[400] : t[700], none)).join('') +
    circle(84, 282, 6, t[400], none) +
    rect(96, 279, 26, 6, t[400], { rx: 3, ...none }) +
    rect(300, 330, 40, 24, INK) +
    shadow(t, 80, 480) +
    table(t, 80, 354, 480, GY - 354, t[600]) +
    rect(250, 348, 140, 6, INK, { rx: 3 }),

  // Documentation: the setup guide in its binder, tabbed by stage, open at the numbered steps from documents to the
  // first call; the texted answer.
  'resources-documentation': (t) =>
    [0, 1, 2, 3].map((i) => rect(420, 84 + i * 64, 40, 48, [t[600], t[400], t[200], t[700]][i], { rx: 8 })).join('') +
    cardShadow(t, 140, 44, 300, 330, 14) +
    rect(140, 44, 300, 330, t[700], { rx: 14 }) +
    rect(166, 58, 260, 302, WHITE, { rx: 6 }) +
    [0, 1, 2].map((i) => rect(148, 100 + i * 100, 34, 14, INK, { rx: 7 })).join('') +
    range(3)
      .map(
        (i) =>
          circle(214, 100 + i * 66, 18, i ? t[200] : t[600]) +
          bar(244, 90 + i * 66, 150 - i * 30, t[600], 10) +
          bar(244, 108 + i * 66, 110, t[200], 8),
      )
      .join('') +
    rect(198, 282, 40, 52, WHITE, { rx: 4 }) +
    path('M252 308H290M280 298L292 308L280 318', 'none', { stroke: t[600], strokeWidth: 4 }) +
    rect(306, 276, 36, 64, INK, { rx: 7 }) +
    waveform(312, 308, [8, 16, 24, 12], t[600], 4, 2.6) +
    smsBubble(t, 478, 110, 130, 52) +
    phoneInHand(t, 516, 316),
};
