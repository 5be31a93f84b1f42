// One hero scene per composed page (public/illustrations/pages/<slug>.svg), tint from src/content/scenes.ts.
import { person, phoneInHand, seated } from './people.mjs';
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
import { callBubble, smsBubble, waveform } from './product-ui.mjs';
import {
  barChart,
  book,
  box,
  calendar,
  clock,
  hardHat,
  mapPin,
  plant,
  speakerPhone,
  spotlight,
  table,
  wheel,
  windowPane,
} from './props.mjs';

// Composed pages (company, services, customers, products, blog, partners, resources): one composition per page
// (src/content/scenes.ts pageSceneTints). No call card lies over these, so they use the whole frame; people are
// drawn plainly, without faces.
export const pageScenes = {
  // Careers: a "we're hiring" board with the four kinds of role pinned up, a team at a bench, a site lead taking a call.
  careers: (t) =>
    rect(30, 40, 250, 250, t[600], { rx: 10 }) +
    rect(42, 52, 226, 226, t[200], { rx: 4 }) +
    rect(42, 52, 226, 54, WHITE, { rx: 4 }) +
    circle(78, 72, 9, t[600], none) +
    path('M62 98Q62 84 78 84Q94 84 94 98Z', t[600], none) +
    path('M108 74H124M116 66V82', 'none', { stroke: t[700], strokeWidth: 4 }) +
    rect(140, 68, 110, 9, t[600], { rx: 4.5, ...none }) +
    rect(140, 84, 78, 9, t[400], { rx: 4.5, ...none }) +
    [
      [58, 122],
      [158, 122],
      [58, 198],
      [158, 198],
    ]
      .map(
        ([x, y], i) =>
          rect(x, y, 92, 64, WHITE, { rx: 4, transform: `rotate(${i % 2 ? 2 : -2} ${x + 46} ${y + 32})` }) +
          circle(x + 46, y, 5, INK, none) +
          rect(x + 10, y + 14, 20, 20, [t[600], t[400], t[700], t[400]][i], { rx: 5, ...none }) +
          rect(x + 36, y + 18, 46, 6, t[200], { rx: 3, ...none }) +
          rect(x + 10, y + 44, 70, 6, t[200], { rx: 3, ...none }),
      )
      .join('') +
    windowPane(t, 470, 40, 140, 100) +
    callBubble(t, 300, 70, 150, 58) +
    shadow(t, 380, 240) +
    seated(t, 452, 300, 1, t[700]) +
    seated(t, 548, 300, 1, t[400], { hair: t[900] }) +
    path('M470 300L478 262H536L544 300Z', t[400]) +
    circle(507, 280, 5, WHITE, none) +
    table(t, 380, 300, 240, GY - 300, t[600]) +
    rect(580, 286, 22, 14, WHITE, { rx: 3 }) +
    shadow(t, 300, 60) +
    person(t, 330, GY, 1, t[400], { hat: WHITE, arm: 'M20-126L32-146L22-160' }) +
    rect(14, -180, 13, 26, INK, { rx: 4, transform: at(330, GY) }),

  // Leadership: the boardroom. A wall screen with the rollout, sites going live, and the call on speaker.
  leadership: (t) =>
    rect(40, 40, 330, 200, INK, { rx: 10 }) +
    rect(52, 52, 306, 176, t[100], none) +
    barChart(t, 64, 64, 170, 152, [24, 36, 48, 66, 86]) +
    range(12)
      .map((i) => circle(262 + (i % 3) * 32, 86 + Math.floor(i / 3) * 36, 11, i < 8 ? t[600] : WHITE))
      .join('') +
    range(8)
      .map((i) =>
        path(`M${256 + (i % 3) * 32} ${86 + Math.floor(i / 3) * 36}l5 5 8-9`, 'none', {
          stroke: WHITE,
          strokeWidth: 2.5,
        }),
      )
      .join('') +
    rect(190, 240, 30, 40, t[600]) +
    windowPane(t, 420, 40, 180, 150) +
    clock(t, 510, 232, 18) +
    [150, 240, 330, 420, 510]
      .map((x) => rect(x - 30, 236, 60, 76, t[600], { rx: 14 }) + rect(x - 30, 296, 60, 10, t[700], { rx: 4 }))
      .join('') +
    shadow(t, 60, 540, GY, 10, 14) +
    poly([110, 300, 530, 300, 610, 372, 30, 372], t[400]) +
    rect(30, 372, 580, 16, t[700], { rx: 3 }) +
    [
      [130, 316],
      [460, 316],
      [220, 340],
      [380, 340],
    ]
      .map(([x, y], i) =>
        poly([x, y, x + 54, y, x + 60 + (i % 2 ? 6 : -6), y + 18, x + 6 + (i % 2 ? 6 : -6), y + 18], WHITE),
      )
      .join('') +
    speakerPhone(t, 320, 334) +
    rect(530, 318, 14, 20, WHITE, { rx: 3 }) +
    rect(96, 318, 14, 20, WHITE, { rx: 3 }),

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

  // Values: six framed values on the wall above a bench, a plant.
  values: (t) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 60 + (i % 3) * 180,
          y = 46 + Math.floor(i / 3) * 150;
        const cx = x + 70,
          cy = y + 52;
        const glyph = [
          path(`M${cx - 18} ${cy}L${cx - 4} ${cy + 14}L${cx + 20} ${cy - 14}`, 'none', {
            stroke: WHITE,
            strokeWidth: 6,
          }),
          path(
            `M${cx} ${cy + 18}C${cx - 30} ${cy - 2} ${cx - 16} ${cy - 26} ${cx} ${cy - 10}C${cx + 16} ${cy - 26} ${cx + 30} ${cy - 2} ${cx} ${cy + 18}Z`,
            WHITE,
            none,
          ),
          waveform(cx - 24, cy, [12, 24, 36, 20, 28], WHITE, 6, 4),
          path(
            `M${cx} ${cy - 22}L${cx + 20} ${cy - 14}V${cy}C${cx + 20} ${cy + 12} ${cx + 10} ${cy + 20} ${cx} ${cy + 24}C${cx - 10} ${cy + 20} ${cx - 20} ${cy + 12} ${cx - 20} ${cy}V${cy - 14}Z`,
            WHITE,
            none,
          ),
          circle(cx, cy, 20, 'none', { stroke: WHITE, strokeWidth: 4 }) +
            poly([cx, cy - 14, cx + 6, cy, cx, cy + 14, cx - 6, cy], WHITE, none),
          circle(cx - 12, cy - 8, 9, WHITE, none) +
            circle(cx + 12, cy - 8, 9, WHITE, none) +
            path(
              `M${cx - 28} ${cy + 20}Q${cx - 12} ${cy - 4} ${cx} ${cy + 20}Q${cx + 12} ${cy - 4} ${cx + 28} ${cy + 20}Z`,
              WHITE,
              none,
            ),
        ][i];
        return (
          rect(x, y, 140, 128, t[700], { rx: 6 }) +
          rect(x + 10, y + 10, 120, 108, [t[600], t[400], t[600], t[400], t[600], t[400]][i], none) +
          glyph +
          rect(x + 30, y + 96, 80, 8, WHITE, { rx: 4, ...none, opacity: 0.8 })
        );
      })
      .join('') +
    shadow(t, 150, 340, GY, 10, 14) +
    rect(150, 340, 340, 16, t[600], { rx: 4 }) +
    rect(170, 356, 12, 36, INK, none) +
    rect(458, 356, 12, 36, INK, none) +
    plant(t, 560, GY, 1.1),

  // Culture and inclusion: written-first notes on the wall, a quiet desk with headphones, a choice of seats.
  'culture-and-inclusion': (t) =>
    rect(36, 44, 250, 200, WHITE, { rx: 6 }) +
    [
      [54, 62, t[200]],
      [130, 66, t[400]],
      [206, 62, t[200]],
      [54, 140, t[400]],
      [130, 146, t[200]],
      [206, 140, t[400]],
    ]
      .map(
        ([x, y, c], i) =>
          rect(x, y, 62, 62, c, { transform: `rotate(${(i % 3) - 1} ${x + 31} ${y + 31})` }) +
          rect(x + 10, y + 16, 40, 5, t[700], { rx: 2.5, ...none }) +
          rect(x + 10, y + 28, 30, 5, t[700], { rx: 2.5, ...none }),
      )
      .join('') +
    rect(48, 226, 80, 8, t[600], { rx: 4 }) +
    path(
      'M360 50H500Q516 50 516 66V118Q516 134 500 134H410L388 152L392 134H360Q344 134 344 118V66Q344 50 360 50Z',
      t[200],
    ) +
    rect(364, 72, 120, 9, t[600], { rx: 4.5, ...none }) +
    rect(364, 92, 92, 9, t[600], { rx: 4.5, ...none }) +
    rect(364, 112, 60, 9, t[400], { rx: 4.5, ...none }) +
    clock(t, 580, 90, 26) +
    shadow(t, 330, 290) +
    table(t, 330, 290, 290, GY - 290, t[600]) +
    rect(400, 226, 110, 62, INK, { rx: 6 }) +
    rect(408, 234, 94, 46, t[100], none) +
    rect(448, 288, 14, 4, INK) +
    path('M540 282V262Q540 236 566 236Q592 236 592 262V282', 'none', { stroke: INK, strokeWidth: 7 }) +
    rect(530, 262, 18, 28, t[700], { rx: 7 }) +
    rect(584, 262, 18, 28, t[700], { rx: 7 }) +
    plant(t, 360, 290, 0.6) +
    shadow(t, 70, 90) +
    rect(70, 330, 90, 14, t[400], { rx: 4 }) +
    rect(80, 254, 70, 80, t[400], { rx: 14 }) +
    line(84, 344, 78, GY, { strokeWidth: 4 }) +
    line(146, 344, 152, GY, { strokeWidth: 4 }) +
    ellipse(240, 370, 50, 24, t[700]) +
    ellipse(240, 354, 44, 14, t[400]) +
    line(240, 378, 240, GY, { strokeWidth: 6 }),

  // Social impact: a door held open onto skilled work, steps up to it, a learning table where people work together.
  'social-impact': (t) =>
    rect(40, 60, 150, GY - 60, t[700], { rx: 4 }) +
    rect(54, 74, 122, GY - 74, WHITE, none) +
    poly([54, 74, 120, 94, 120, GY - 10, 54, GY], t[400]) +
    circle(108, 240, 5, INK) +
    poly([54, GY, 176, GY, 290, 480, 0, 480], WHITE, { ...none, opacity: 0.6 }) +
    path('M74 154C100 130 130 140 150 112', 'none', { stroke: t[200], strokeWidth: 6 }) +
    [0, 1, 2].map((i) => rect(200 + i * 34, GY - 24 - i * 24, 120 - i * 34, 24 + i * 24, t[200])).join('') +
    plant(t, 300, GY - 72, 0.7) +
    shadow(t, 390, 230) +
    seated(t, 440, 300, 1, t[600]) +
    seated(t, 560, 300, 1, t[400], { hair: t[700] }) +
    path('M456 300L464 266H520L528 300Z', t[200]) +
    path('M576 300L568 266H512L504 300Z', WHITE) +
    table(t, 390, 300, 230, GY - 300, t[700]) +
    callBubble(t, 420, 140, 150, 56),

  // Newsroom: a press release on the monitor, a microphone, the morning's papers, announcements pinned up.
  newsroom: (t) =>
    rect(40, 40, 220, 180, t[200], { rx: 6 }) +
    [
      [56, 56, 90, 70],
      [156, 60, 88, 56],
      [60, 138, 80, 66],
      [152, 128, 92, 76],
    ]
      .map(
        ([x, y, w, h], i) =>
          rect(x, y, w, h, WHITE, { transform: `rotate(${i % 2 ? 2 : -2} ${x + w / 2} ${y + h / 2})` }) +
          rect(x + 8, y + 10, w - 16, 8, i % 2 ? t[400] : t[600], { rx: 2, ...none }) +
          rect(x + 8, y + 26, w - 30, 5, t[200], { rx: 2.5, ...none }) +
          rect(x + 8, y + 38, w - 24, 5, t[200], { rx: 2.5, ...none }) +
          circle(x + w / 2, y, 4, INK, none),
      )
      .join('') +
    rect(300, 40, 300, 180, WHITE, { rx: 4 }) +
    rect(300, 40, 300, 38, t[600], { rx: 4 }) +
    rect(316, 54, 130, 10, WHITE, { rx: 5, ...none }) +
    rect(316, 92, 268, 14, t[700], { rx: 3, ...none }) +
    rect(316, 118, 120, 80, t[200], { rx: 4 }) +
    path('M326 186L356 150L380 172L396 158L426 186Z', t[400], none) +
    range(5)
      .map((i) => rect(448, 122 + i * 16, 136 - (i % 2) * 30, 6, t[200], { rx: 3, ...none }))
      .join('') +
    shadow(t, 250, 370) +
    rect(250, 300, 370, 14, t[600], { rx: 3 }) +
    line(268, 314, 268, GY, { strokeWidth: 4 }) +
    line(602, 314, 602, GY, { strokeWidth: 4 }) +
    rect(372, 212, 120, 76, INK, { rx: 6 }) +
    rect(380, 220, 104, 56, t[100], none) +
    rect(390, 232, 70, 7, t[600], { rx: 3.5, ...none }) +
    rect(390, 248, 84, 5, t[400], { rx: 2.5, ...none }) +
    rect(390, 260, 60, 5, t[400], { rx: 2.5, ...none }) +
    rect(426, 288, 12, 12, INK) +
    range(4)
      .map((i) => rect(276 + (i % 2) * 4, 290 - i * 9, 78, 9, i % 2 ? t[200] : WHITE, { rx: 1 }))
      .join('') +
    path('M556 300V248', 'none', { strokeWidth: 4 }) +
    rect(544, 296, 24, 6, INK, { rx: 3 }) +
    rect(544, 206, 24, 46, t[700], { rx: 12 }) +
    range(3)
      .map((i) => line(548, 218 + i * 10, 564, 218 + i * 10, { stroke: t[400], strokeWidth: 2 }))
      .join(''),

  // Educational resources: a shelf of guides, an open workbook, a recording to play, a bright idea.
  'educational-resources': (t) =>
    rect(40, 160, 260, 12, t[600]) +
    rect(40, 250, 260, 12, t[600]) +
    [160, 250]
      .map((y, r) =>
        range(8)
          .map((i) =>
            book(
              50 + i * 30,
              y - 70 - ((i + r) % 3) * 8,
              24,
              70 + ((i + r) % 3) * 8,
              [t[400], t[700], t[200], WHITE][(i + r) % 4],
            ),
          )
          .join(''),
      )
      .join('') +
    circle(500, 90, 40, WHITE) +
    path('M488 132H512V146H488Z', t[600]) +
    path('M490 118C480 108 476 98 480 86C484 72 516 72 520 86C524 98 520 108 510 118Z', t[200], none) +
    path('M500 120V100L492 92M500 100L508 92', 'none', { stroke: t[700], strokeWidth: 3 }) +
    rays(500, 90, 50, 64, [-150, -110, -70, -30], { stroke: t[600], strokeWidth: 4 }) +
    shadow(t, 330, 290) +
    table(t, 330, 290, 290, GY - 290, t[600]) +
    path('M360 290L372 258L448 264L452 290Z', WHITE) +
    path('M452 290L456 264L532 258L544 290Z', WHITE) +
    range(3)
      .map(
        (i) =>
          line(380 + i * 2, 268 + i * 7, 440, 271 + i * 7, { stroke: t[400], strokeWidth: 2 }) +
          line(464, 271 + i * 7, 524 - i * 2, 268 + i * 7, { stroke: t[400], strokeWidth: 2 }),
      )
      .join('') +
    rect(548, 232, 64, 56, INK, { rx: 6 }) +
    rect(554, 238, 52, 40, t[100], none) +
    path('M574 248L590 258L574 268Z', t[600], none) +
    plant(t, 120, GY, 0.9),

  // Consulting services: the opportunity map (sites and a route between them), a checklist, a compass.
  'services-consulting': (t) =>
    rect(40, 40, 380, 260, WHITE, { rx: 8 }) +
    path('M40 180C120 150 160 230 240 200S360 120 420 150', 'none', { stroke: t[200], strokeWidth: 18 }) +
    path('M120 40C140 120 100 200 150 300', 'none', { stroke: t[100], strokeWidth: 14 }) +
    path('M90 240C140 200 170 130 250 120S340 80 370 90', 'none', {
      stroke: t[600],
      strokeWidth: 4,
      strokeDasharray: '2 12',
    }) +
    [
      [90, 240, t[400]],
      [250, 120, t[400]],
      [370, 90, t[700]],
    ]
      .map(([x, y, c]) => mapPin(x, y, c))
      .join('') +
    rect(460, 60, 140, 190, t[400], { rx: 8 }) +
    rect(472, 76, 116, 166, WHITE, { rx: 3 }) +
    rect(500, 50, 60, 18, INK, { rx: 5 }) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(484, 96 + i * 36, 18, 18, i < 2 ? t[600] : WHITE, { rx: 4 }) +
          rect(512, 101 + i * 36, 62 - (i % 2) * 16, 8, t[200], { rx: 4, ...none }),
      )
      .join('') +
    shadow(t, 200, 300) +
    table(t, 200, 320, 300, GY - 320, t[600]) +
    circle(300, 300, 30, WHITE) +
    poly([300, 278, 308, 300, 300, 322, 292, 300], t[600]) +
    circle(300, 300, 4, INK) +
    range(3)
      .map((i) => rect(380 + i * 3, 310 - i * 8, 70, 8, i % 2 ? t[200] : WHITE, { rx: 1 }))
      .join(''),

  // Implementation: your documents in, a live number out, in days: stack, flow, phone with the call, calendar.
  'services-implementation': (t) =>
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
    phoneInHand(t, 440, 180, 1.1, 8, t[700]) +
    callBubble(t, 512, 214, 112, 50) +
    shadow(t, 40, 160) +
    table(t, 40, 290, 190, GY - 290, t[400]),

  // Support: a headset at the desk, uptime and usage on the screen, procedures kept current (the refresh loop).
  'services-support': (t) =>
    circle(120, 120, 70, WHITE) +
    circle(120, 120, 70, 'none', { stroke: t[600], strokeWidth: 22, strokeDasharray: '40 33.3' }) +
    circle(120, 120, 36, t[100]) +
    path('M540 76A60 60 0 1 1 480 136', 'none', { stroke: t[600], strokeWidth: 6 }) +
    path('M470 120L480 140L496 124', 'none', { stroke: t[600], strokeWidth: 6 }) +
    rect(514, 104, 52, 66, WHITE, { rx: 4 }) +
    range(4)
      .map((i) => rect(522, 118 + i * 12, 36 - (i % 2) * 12, 5, t[400], { rx: 2.5, ...none }))
      .join('') +
    shadow(t, 200, 420) +
    table(t, 200, 300, 420, GY - 300, t[600]) +
    rect(230, 150, 180, 120, INK, { rx: 8 }) +
    rect(240, 160, 160, 98, t[100], none) +
    path('M252 236L284 214L310 222L342 190L388 178', 'none', { stroke: t[600], strokeWidth: 4 }) +
    rect(252, 170, 60, 8, t[400], { rx: 4, ...none }) +
    rect(312, 270, 16, 30, INK) +
    rect(290, 294, 60, 8, INK, { rx: 3 }) +
    path('M470 298V262Q470 226 506 226Q542 226 542 262V298', 'none', { stroke: INK, strokeWidth: 7 }) +
    rect(460, 262, 20, 34, t[700], { rx: 8 }) +
    rect(532, 262, 20, 34, t[700], { rx: 8 }) +
    path('M470 290Q470 312 500 312', 'none', { strokeWidth: 4 }) +
    rect(496, 306, 18, 10, INK, { rx: 4 }) +
    rect(570, 270, 26, 30, WHITE, { rx: 4 }) +
    path('M596 278Q608 278 608 286T596 294'),

  // Training services: a workshop, the trainer at a flip chart of steps, a phone on the table, learners round it.
  'services-training': (t) =>
    windowPane(t, 40, 40, 130, 110) +
    shadow(t, 260, 100) +
    line(320, 80, 270, GY, { strokeWidth: 5 }) +
    line(320, 80, 370, GY, { strokeWidth: 5 }) +
    rect(250, 60, 140, 170, WHITE) +
    rect(240, 52, 160, 14, INK, { rx: 4 }) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(274, 98 + i * 40, 12, i ? t[200] : t[600]) +
          rect(294, 92 + i * 40, 80 - i * 14, 12, i ? t[200] : t[400], { rx: 6, ...none }),
      )
      .join('') +
    path('M268 98L273 103L280 93', 'none', { stroke: WHITE, strokeWidth: 3 }) +
    person(t, 450, GY, 1, t[700], { arm: 'M-20-124L-46-138L-66-150' }) +
    shadow(t, 60, 170) +
    seated(t, 90, 330, 0.9, t[400]) +
    seated(t, 190, 330, 0.9, t[600], { hair: t[700] }) +
    table(t, 50, 330, 200, GY - 330, t[700]) +
    rect(130, 316, 20, 14, INK, { rx: 3 }) +
    shadow(t, 510, 120) +
    seated(t, 570, 330, 0.9, t[200]) +
    table(t, 510, 330, 130, GY - 330, t[700]) +
    rect(520, 318, 44, 12, WHITE, { rx: 2 }),

  // ---- Customers, products, blog, partners and resources pages (same grid, whole frame, nothing laid over).

  // Customer stories: four places the stories happen, each with its call: a plant floor, a ward, a cab, a kitchen.
  'customer-stories': (t) =>
    [
      [28, 28],
      [332, 28],
      [28, 250],
      [332, 250],
    ]
      .map(([x, y], i) =>
        g(
          rect(0, 0, 280, 202, WHITE, { rx: 14 }) +
            rect(1, 150, 278, 51, t[200], { ...none, rx: 13 }) +
            line(0, 150, 280, 150) +
            [
              // Factory: sawtooth roof, chimney, door.
              rect(150, 30, 16, 40, t[700]) +
                path('M24 150V84L68 58V84L112 58V84L156 58V84L190 64V150Z', t[400]) +
                rect(44, 104, 30, 46, t[700]) +
                rect(92, 104, 76, 24, WHITE) +
                line(130, 104, 130, 128),
              // Ward: bed with pillow, the cross on the wall, an IV pole.
              rect(28, 40, 40, 40, t[600], { rx: 6, ...none }) +
                path('M44 50h8v10h10v8H52v10h-8V68H34v-8h10z', WHITE, none) +
                rect(22, 90, 12, 60, t[700], { rx: 4 }) +
                rect(34, 116, 140, 12, t[700]) +
                rect(34, 98, 140, 18, WHITE, { rx: 6 }) +
                path('M90 98H174V116H90Z', t[400]) +
                rect(42, 88, 40, 14, t[200], { rx: 7 }) +
                line(50, 128, 50, 150) +
                line(160, 128, 160, 150) +
                line(222, 84, 222, 150, { strokeWidth: 3 }) +
                rect(212, 84, 20, 30, t[200], { rx: 6 }),
              // Cab: a box truck on the road.
              rect(20, 62, 120, 70, t[600], { rx: 4 }) +
                path('M140 132V80H172L192 104V132Z', t[400]) +
                path('M148 88H170L182 104H148Z', WHITE) +
                rect(20, 132, 172, 8, INK, { rx: 3 }) +
                wheel(t, 54, 140, 14) +
                wheel(t, 164, 140, 14),
              // Kitchen: range hood, a pot with steam, the range.
              path('M40 20H140L160 52H20Z', t[400]) +
                rect(70, 0, 40, 20, t[400]) +
                rect(26, 100, 128, 50, t[700]) +
                circle(58, 126, 8, t[200]) +
                circle(90, 126, 8, t[200]) +
                rect(40, 70, 66, 30, WHITE, { rx: 3 }) +
                rect(28, 74, 12, 8, INK, { rx: 3 }) +
                rect(106, 74, 12, 8, INK, { rx: 3 }) +
                path('M58 62c-6-8 6-12 0-20M80 62c-6-8 6-12 0-20', 'none', { stroke: t[600], strokeWidth: 3 }),
            ][i] +
            callBubble(t, [180, 170, 150, 164][i], [18, 18, 16, 20][i], 96, 42),
          { transform: at(x, y) },
        ),
      )
      .join(''),

  // Case studies: problem, solution, metrics pinned in a row with arrows between; the file open on the desk, a target.
  'case-studies': (t) =>
    [40, 240, 440]
      .map(
        (x, i) =>
          rect(x, 46, 160, 196, WHITE, { rx: 8 }) +
          rect(x, 46, 160, 34, [t[400], t[600], t[700]][i], { rx: 8 }) +
          rect(x, 68, 160, 12, [t[400], t[600], t[700]][i], none) +
          line(x, 80, x + 160, 80) +
          circle(x + 22, 63, 9, WHITE, none) +
          rect(x + 40, 59, 70, 8, WHITE, { rx: 4, ...none }),
      )
      .join('') +
    // Problem: the work stalls (a falling line, a clock).
    path('M60 110L96 146L120 130L176 206', 'none', { stroke: t[400], strokeWidth: 5 }) +
    path('M162 206H178V190', 'none', { stroke: t[400], strokeWidth: 5 }) +
    clock(t, 90, 196, 20) +
    // Solution: the phone and its answer.
    rect(292, 96, 56, 98, INK, { rx: 10 }) +
    rect(298, 106, 44, 72, t[100], { rx: 4, ...none }) +
    waveform(304, 142, [10, 22, 32, 18, 26], t[600], 4, 4) +
    rect(268, 208, 104, 8, t[200], { rx: 4, ...none }) +
    rect(284, 222, 72, 8, t[200], { rx: 4, ...none }) +
    // Metrics: rising bars.
    [34, 52, 76, 110].map((h, i) => rect(462 + i * 30, 226 - h, 20, h, i === 3 ? t[700] : t[200], { rx: 2 })).join('') +
    line(456, 226, 584, 226, { stroke: t[400] }) +
    [200, 400]
      .map((x) =>
        path(`M${x + 8} 144H${x + 30}M${x + 22} 136L${x + 32} 144L${x + 22} 152`, 'none', {
          stroke: t[700],
          strokeWidth: 5,
        }),
      )
      .join('') +
    shadow(t, 120, 360) +
    table(t, 120, 310, 360, GY - 310, t[600]) +
    path('M170 310L178 276H228L236 270H270L266 310Z', t[400]) +
    path('M184 310L196 284H282L270 310Z', t[200]) +
    range(3)
      .map((i) => rect(360 + i * 3, 300 - i * 8, 80, 8, i % 2 ? t[200] : WHITE, { rx: 1 }))
      .join('') +
    shadow(t, 540, 60) +
    line(560, 330, 540, GY, { strokeWidth: 4 }) +
    line(560, 330, 580, GY, { strokeWidth: 4 }) +
    circle(560, 296, 46, WHITE) +
    circle(560, 296, 32, t[400]) +
    circle(560, 296, 18, WHITE) +
    circle(560, 296, 7, t[700]) +
    path('M560 296L600 262', 'none', { strokeWidth: 4 }) +
    path('M598 256L610 250L606 266Z', t[700]),

  // Testimonials: three leaders, each with what they want to be able to say: a quote, a call, a rating.
  testimonials: (t) =>
    windowPane(t, 470, 30, 130, 60) +
    path('M40 60H200Q216 60 216 76V146Q216 162 200 162H96L76 184L80 162H40Q24 162 24 146V76Q24 60 40 60Z', WHITE) +
    [48, 84]
      .map(
        (x) =>
          circle(x + 8, 92, 10, t[600], none) +
          path(`M${x + 17} 92Q${x + 18} 110 ${x + 2} 116`, 'none', { stroke: t[600], strokeWidth: 5 }),
      )
      .join('') +
    rect(122, 84, 72, 8, t[200], { rx: 4, ...none }) +
    rect(48, 128, 146, 8, t[200], { rx: 4, ...none }) +
    callBubble(t, 250, 90, 150, 58) +
    path(
      'M440 110H590Q606 110 606 126V166Q606 182 590 182H584L592 202L566 182H440Q424 182 424 166V126Q424 110 440 110Z',
      t[200],
    ) +
    range(5)
      .map((i) => {
        const cx = 452 + i * 30,
          cy = 146;
        return poly(
          range(10)
            .map((k) => {
              const a = (-90 + k * 36) * (Math.PI / 180),
                r = k % 2 ? 5 : 12;
              return [cx + 5 + r * Math.cos(a), cy + r * Math.sin(a)];
            })
            .flat(),
          i < 4 ? t[600] : WHITE,
          i < 4 ? none : {},
        );
      })
      .join('') +
    shadow(t, 70, 500, GY, 10, 14) +
    person(t, 110, GY, 1.12, t[600]) +
    person(t, 330, GY, 1.12, t[400], { hair: t[900], arm: 'M20-126L32-146L22-160' }) +
    rect(14, -180, 13, 26, INK, { rx: 4, transform: at(330, GY, 1.12) }) +
    person(t, 530, GY, 1.12, t[700]) +
    plant(t, 226, GY, 0.9),

  // Pocket SME: the expert at a desk microphone; the same voice on a private-label line, answered on many phones.
  'pocket-sme': (t) =>
    [60, 170]
      .map(
        (x, i) =>
          rect(x, 50 + i * 14, 90, 70, t[700], { rx: 4 }) +
          rect(x + 8, 58 + i * 14, 74, 54, WHITE, none) +
          rect(x + 18, 70 + i * 14, 54, 7, t[400], { rx: 3.5, ...none }) +
          circle(x + 45, 96 + i * 14, 8, t[600], none),
      )
      .join('') +
    [0, 1, 2]
      .map((k) =>
        path(`M${312 + k * 24} ${150 - k * 34}Q${344 + k * 36} 220 ${312 + k * 24} ${290 + k * 34}`, 'none', {
          stroke: t[600],
          strokeWidth: 4,
          strokeDasharray: k ? '2 12' : undefined,
        }),
      )
      .join('') +
    range(9)
      .map((i) => {
        const x = 430 + (i % 3) * 64 - (Math.floor(i / 3) === 1 ? 22 : 0),
          y = 36 + Math.floor(i / 3) * 116;
        return (
          rect(x, y, 48, 90, INK, { rx: 9 }) +
          rect(x + 6, y + 10, 36, 62, i === 4 ? t[600] : t[100], none) +
          rect(x + 6, y + 10, 36, 12, i === 4 ? WHITE : t[600], none) +
          path(`M${x + 16} ${y + 42}v12M${x + 24} ${y + 36}v24M${x + 32} ${y + 40}v16`, 'none', {
            stroke: i === 4 ? WHITE : t[400],
            strokeWidth: 5,
          })
        );
      })
      .join('') +
    shadow(t, 30, 340) +
    seated(t, 130, 300, 1.3, t[700], { side: true }) +
    table(t, 30, 300, 340, GY - 300, t[600]) +
    rect(236, 280, 76, 20, INK, { rx: 4 }) +
    rect(244, 286, 60, 8, t[200], { rx: 2, ...none }) +
    path('M270 280V228L222 206', 'none', { strokeWidth: 5 }) +
    g(
      rect(-18, -30, 36, 60, t[400], { rx: 18 }) +
        range(3)
          .map((i) => line(-12, -14 + i * 12, 12, -14 + i * 12, { stroke: WHITE, strokeWidth: 2 }))
          .join(''),
      { transform: at(212, 196, 1, -30) },
    ),

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

  // Blog: an article on the screen (headline, picture, paragraphs, a quoted call), notes and a pen on the desk.
  blog: (t) =>
    rect(36, 36, 330, 330, WHITE, { rx: 10 }) +
    rect(36, 36, 330, 30, t[200], { rx: 10 }) +
    rect(37, 56, 328, 10, t[200], none) +
    line(36, 66, 366, 66) +
    [54, 70, 86].map((x) => circle(x, 51, 5, WHITE, none)).join('') +
    rect(60, 86, 120, 10, t[600], { rx: 5, ...none }) +
    rect(60, 104, 240, 16, INK, { rx: 4, ...none }) +
    rect(60, 126, 180, 16, INK, { rx: 4, ...none }) +
    rect(60, 158, 282, 96, t[200], { rx: 6 }) +
    path('M60 242L130 190L184 226L226 196L342 250V254H60Z', t[400], none) +
    circle(300, 186, 14, WHITE, none) +
    range(3)
      .map((i) => rect(60, 272 + i * 16, 282 - (i === 2 ? 90 : 0), 7, t[200], { rx: 3.5, ...none }))
      .join('') +
    rect(60, 326, 6, 30, t[600], none) +
    waveform(82, 341, [10, 20, 28, 16, 24, 12, 22, 14], t[600], 5, 5) +
    shadow(t, 390, 240) +
    table(t, 390, 300, 240, GY - 300, t[600]) +
    path('M420 300L430 256L510 262L512 300Z', WHITE) +
    range(4)
      .map((i) => line(438 + i * 0.5, 266 + i * 8, 500, 270 + i * 8, { stroke: t[400], strokeWidth: 2 }))
      .join('') +
    path('M520 250L470 292', 'none', { stroke: INK, strokeWidth: 6 }) +
    path('M520 250L470 292', 'none', { stroke: t[400], strokeWidth: 2 }) +
    path('M556 300V264H588V300Z', t[200]) +
    path('M588 272Q602 272 602 282T588 292') +
    path('M566 254c-5-6 5-8 0-14M578 254c-5-6 5-8 0-14', 'none', { stroke: t[600], strokeWidth: 2.5 }) +
    rect(430, 120, 170, 10, t[600]) +
    plant(t, 462, 120, 0.7) +
    range(3)
      .map((i) => book(520 + i * 22, 64 - (i % 2) * 8, 18, 56 + (i % 2) * 8, [t[400], WHITE, t[700]][i]))
      .join('') +
    smsBubble(t, 440, 170, 150, 54),

  // Become a partner: your office and your client's site, joined by a bridge; the call crosses it.
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
    callBubble(t, 250, 100, 140, 56) +
    person(t, 250, GY, 0.8, t[700], { arm: 'M20-126L32-146L22-160' }) +
    rect(14, -180, 13, 26, INK, { rx: 4, transform: at(250, GY, 0.8) }) +
    person(t, 400, GY, 0.8, t[200], { hat: WHITE }),

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

  // Partner resources: the kit (an open case of guides, decks and cards), the certificate on the wall, a headset.
  'partners-resources': (t) =>
    rect(40, 34, 210, 134, t[700], { rx: 6 }) +
    rect(52, 46, 186, 110, WHITE, none) +
    rect(72, 62, 146, 10, t[600], { rx: 5, ...none }) +
    rect(90, 82, 110, 7, t[200], { rx: 3.5, ...none }) +
    rect(100, 96, 90, 7, t[200], { rx: 3.5, ...none }) +
    rect(72, 130, 70, 6, t[400], { rx: 3, ...none }) +
    path('M178 128L170 170L182 162L190 172L194 128Z', t[600]) +
    path('M202 128L198 172L210 164L220 170L214 128Z', t[400]) +
    circle(196, 124, 20, t[600]) +
    circle(196, 124, 10, WHITE, none) +
    line(500, 30, 500, 60, { strokeWidth: 4 }) +
    path('M468 150V104Q468 66 506 66Q544 66 544 104V150', 'none', { stroke: INK, strokeWidth: 8 }) +
    rect(456, 112, 22, 40, t[600], { rx: 9 }) +
    rect(534, 112, 22, 40, t[600], { rx: 9 }) +
    path('M468 150Q468 178 500 180', 'none', { strokeWidth: 4 }) +
    rect(496, 174, 18, 10, INK, { rx: 4 }) +
    shadow(t, 60, 560) +
    table(t, 60, 320, 560, GY - 320, t[600]) +
    path('M150 320V250Q150 240 160 240H420Q430 240 430 250V320Z', t[400]) +
    path('M150 240L134 200Q132 190 142 190H438Q448 190 446 200L430 240Z', t[700]) +
    rect(176, 218, 70, 96, WHITE, { rx: 3, transform: 'rotate(-6 211 266)' }) +
    rect(188, 232, 44, 8, t[600], { rx: 4, ...none, transform: 'rotate(-6 211 266)' }) +
    rect(188, 248, 40, 24, t[200], { rx: 3, ...none, transform: 'rotate(-6 211 266)' }) +
    rect(256, 244, 76, 70, t[200], { rx: 3 }) +
    path('M284 266L304 279L284 292Z', t[700], none) +
    range(3)
      .map((i) => rect(348 + i * 6, 250 - i * 6, 60, 40, i === 2 ? WHITE : t[200], { rx: 4 }))
      .join('') +
    range(4)
      .map((i) =>
        book(480 + i * 26, 320 - 64 - (i % 2) * 10, 22, 64 + (i % 2) * 10, [t[700], t[200], t[400], WHITE][i]),
      )
      .join(''),

  // Knowledge base: the question cards in a stack, the answer card on top, the light coming on; the call that answers.
  'resources-knowledge-base': (t) =>
    [
      [-8, t[200]],
      [5, t[400]],
    ]
      .map(([r, c]) => rect(60, 80, 280, 190, c, { rx: 12, transform: `rotate(${r} 200 175)` }))
      .join('') +
    rect(60, 80, 280, 190, WHITE, { rx: 12 }) +
    circle(110, 130, 28, t[600], none) +
    path('M100 122Q100 110 111 110Q122 110 122 121Q122 129 112 133V138', 'none', { stroke: WHITE, strokeWidth: 6 }) +
    circle(112, 149, 4, WHITE, none) +
    rect(154, 116, 150, 12, INK, { rx: 4, ...none }) +
    rect(154, 136, 110, 12, INK, { rx: 4, ...none }) +
    line(84, 176, 316, 176, { stroke: t[200] }) +
    range(3)
      .map((i) => rect(84, 194 + i * 20, 232 - (i === 2 ? 90 : 0), 8, t[200], { rx: 4, ...none }))
      .join('') +
    line(500, 0, 500, 60, { strokeWidth: 3 }) +
    rect(486, 60, 28, 22, INK, { rx: 4 }) +
    path('M480 82Q460 98 460 124Q460 150 482 164V176H518V164Q540 150 540 124Q540 98 520 82Z', WHITE) +
    path('M490 160V130L500 120L510 130V160', 'none', { stroke: t[600], strokeWidth: 3 }) +
    rect(484, 176, 32, 14, t[600], { rx: 4 }) +
    rays(500, 128, 56, 74, [-160, -120, -90, -60, -20], { stroke: t[600], strokeWidth: 5 }) +
    shadow(t, 40, 340) +
    table(t, 40, 320, 340, GY - 320, t[600]) +
    rect(70, 290, 110, 30, t[700], { rx: 4 }) +
    range(4)
      .map((i) => rect(82 + i * 22, 276 - (i % 2) * 6, 16, 20 + (i % 2) * 6, [WHITE, t[200]][i % 2], { rx: 2 }))
      .join('') +
    phoneInHand(t, 470, 230, 1, -6) +
    callBubble(t, 310, 240, 140, 54),

  // Support center: a person on the support line with a headset at the desk; a ringing phone; the fix on the board.
  'resources-support-center': (t) =>
    rect(40, 40, 370, 190, WHITE, { rx: 8 }) +
    range(4)
      .map(
        (c) =>
          rect(56 + c * 88, 56, 76, 10, [t[400], t[400], t[600], t[700]][c], { rx: 5, ...none }) +
          range(c === 3 ? 3 : 2)
            .map(
              (k) =>
                rect(56 + c * 88, 78 + k * 46, 76, 38, c === 3 ? t[200] : t[100], { rx: 5 }) +
                rect(66 + c * 88, 90 + k * 46, 40, 6, t[600], { rx: 3, ...none }) +
                (c === 3
                  ? path(`M${108 + c * 88} ${102 + k * 46}l4 4 8-9`, 'none', { stroke: t[700], strokeWidth: 3 })
                  : ''),
            )
            .join(''),
      )
      .join('') +
    calendar(t, 460, 50, 140, 130, [8], [12]) +
    shadow(t, 150, 470) +
    rect(270, 196, 150, 96, INK, { rx: 8 }) +
    rect(278, 204, 134, 76, t[100], none) +
    range(3)
      .map(
        (i) =>
          circle(294, 220 + i * 22, 6, i ? t[200] : t[600], none) +
          rect(306, 217 + i * 22, 90 - i * 14, 6, t[400], { rx: 3, ...none }),
      )
      .join('') +
    rect(336, 292, 18, 10, INK) +
    seated(t, 200, 300, 1.15, t[600], { side: true }) +
    path('M181 214Q181 187 200 187Q219 187 219 214', 'none', { stroke: INK, strokeWidth: 5 }) +
    rect(212, 208, 14, 20, t[700], { rx: 6 }) +
    path('M219 226Q226 238 240 236', 'none', { strokeWidth: 3 }) +
    table(t, 150, 300, 470, GY - 300, t[700]) +
    path('M500 300L508 274H574L582 300Z', t[400]) +
    rect(512, 262, 58, 16, t[600], { rx: 8 }) +
    path('M522 262V254H560V262', 'none', { strokeWidth: 4 }) +
    path('M496 246L486 236M541 236V222M586 246L596 236', 'none', { stroke: t[700], strokeWidth: 4 }),

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
          g(seated(t, 0, 0, 0.42, [t[200], WHITE, t[100], t[400]][i], { hair: [INK, t[900], INK, t[900]][i] }), {
            transform: at(504, y + 44),
          })
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

  // Documentation: the setup guide open on the desk (numbered steps, a diagram), tabbed binders, the texted answer.
  'resources-documentation': (t) =>
    rect(40, 150, 230, 12, t[600]) +
    range(5)
      .map((i) => {
        const h = 86 + (i % 2) * 8;
        return (
          rect(54 + i * 40, 150 - h, 34, h, [t[700], t[400], WHITE, t[600], t[200]][i], { rx: 3 }) +
          rect(62 + i * 40, 150 - h + 14, 18, 10, i === 2 ? t[200] : WHITE, { rx: 2, ...none }) +
          circle(71 + i * 40, 150 - 18, 5, INK, none)
        );
      })
      .join('') +
    smsBubble(t, 440, 40, 160, 60) +
    phoneInHand(t, 520, 120, 0.8, 10) +
    shadow(t, 40, 440) +
    table(t, 40, 320, 440, GY - 320, t[700]) +
    path('M80 318L96 200H256L262 318Z', WHITE) +
    path('M262 318L268 200H428L444 318Z', WHITE) +
    line(262, 200, 262, 318, { strokeWidth: 3 }) +
    [212, 236, 260, 284]
      .map(
        (y, i) =>
          circle(116, y, 8, i < 2 ? t[600] : t[200], i < 2 ? none : {}) +
          rect(132, y - 4, 100 - (i % 2) * 24, 8, t[400], { rx: 4, ...none }),
      )
      .join('') +
    path('M112 212l3 3 6-6M112 236l3 3 6-6', 'none', { stroke: WHITE, strokeWidth: 2.5 }) +
    rect(290, 222, 34, 44, t[200], { rx: 3 }) +
    range(3)
      .map((i) => line(296, 232 + i * 9, 318, 232 + i * 9, { stroke: t[600], strokeWidth: 2 }))
      .join('') +
    path('M332 244H352M346 238L354 244L346 250', 'none', { stroke: t[600], strokeWidth: 3 }) +
    rect(362, 220, 30, 50, INK, { rx: 6 }) +
    rect(366, 228, 22, 32, t[200], { rx: 2, ...none }) +
    rect(290, 288, 110, 7, t[200], { rx: 3.5, ...none }) +
    [0, 1, 2].map((i) => rect(444 - 2 * i, 214 + i * 30, 16, 24, [t[600], t[400], t[200]][i], { rx: 3 })).join(''),
};
