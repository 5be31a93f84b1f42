// One scene per industry (public/illustrations/industries/<slug>.svg), in that industry's tint.
import { phoneInHand } from './people.mjs';
import {
  at,
  block,
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
  rect,
  shadow,
  W,
  WHITE,
} from './primitives.mjs';
import { callBubble, callPhone } from './product-ui.mjs';
import { box, clock, cone, sun, wheel, windowPane } from './props.mjs';

export const industryScenes = {
  // Rooftop: condensing unit with its fan, supply duct, a tech's phone.
  'field-services': (t) =>
    sun(t) +
    rect(0, GY - 16, W, 16, t[200]) + // parapet
    rect(410, 92, 46, 90, t[100]) +
    rect(0, 92, 456, 46, t[100]) +
    range(4)
      .map((i) => line(90 + i * 96, 92, 90 + i * 96, 138))
      .join('') +
    shadow(t, 380, 240, GY, 0, 0) +
    poly([380, GY, 640, GY, 640, GY - 14, 380, GY - 14], t[200], none) +
    block(380, 196, 214, GY - 196 - 16, t[200], t[100], t[400], 22) +
    circle(470, 280, 62, t[100]) +
    circle(470, 280, 46, 'none') +
    circle(470, 280, 30, 'none') +
    range(3)
      .map((i) =>
        path('M470 280C470 250 486 238 496 244C500 262 486 276 470 280Z', t[600], {
          transform: `rotate(${i * 120} 470 280)`,
        }),
      )
      .join('') +
    circle(470, 280, 9, INK) +
    range(9)
      .map((i) => line(550, 214 + i * 17, 580, 214 + i * 17))
      .join('') +
    path('M594 300H620V392', 'none', { strokeWidth: 5, stroke: t[600] }) +
    // The tech's toolbox on the roof.
    path('M116 322V304Q116 298 122 298H168Q174 298 174 304V322', 'none', { strokeWidth: 5 }) +
    rect(72, 320, 146, 56, t[600], { rx: 6 }) +
    rect(72, 320, 146, 16, t[700], { rx: 6 }) +
    rect(136, 330, 18, 12, WHITE, { rx: 2 }) +
    // High and left of the unit: in the hero the call card covers the scene's lower left, not the tech's phone.
    g(phoneInHand(t, 322, 36, 1, -4) + callBubble(t, 172, 40, 132, 52), { class: 'product-ui' }),

  // Bedside: bed, IV pole with bag and infusion pump, vitals monitor on its arm, window.
  healthcare: (t) =>
    windowPane(t, 50, 50, 140, 120) +
    rect(600, 94, 40, 10, t[600]) +
    rect(440, 56, 150, 96, INK, { rx: 8 }) +
    rect(450, 66, 130, 64, t[900], none) +
    path('M458 100H492L500 80L510 120L518 96H572', 'none', { stroke: t[400], strokeWidth: 3 }) +
    rect(458, 136, 30, 6, t[400], { rx: 3, ...none }) +
    shadow(t, 392, 214) +
    line(372, 100, 372, GY - 12, { strokeWidth: 4 }) +
    line(356, 100, 388, 100) +
    path(`M348 ${GY}L372 ${GY - 12}L396 ${GY}`) +
    rect(344, 108, 32, 52, WHITE, { rx: 10 }) +
    rect(346, 132, 28, 26, t[200], { rx: 8, ...none }) +
    path('M360 160V196M396 236C400 262 420 258 430 270', 'none', { stroke: t[600] }) +
    rect(352, 196, 52, 40, WHITE, { rx: 5 }) +
    rect(360, 203, 28, 14, t[900], none) +
    path('M364 210H370L373 205L377 214L380 210H384', 'none', { stroke: t[400], strokeWidth: 2 }) +
    circle(396, 210, 4, t[400], none) +
    rect(360, 223, 36, 6, t[200], { rx: 3, ...none }) +
    rect(588, 214, 18, 178, t[600], { rx: 5 }) +
    rect(392, 262, 14, 112, t[600], { rx: 5 }) +
    rect(404, 300, 186, 14, t[700]) +
    line(420, 314, 420, 372) +
    line(575, 314, 575, 372) +
    circle(420, 380, 10, INK) +
    circle(575, 380, 10, INK) +
    rect(404, 270, 184, 30, WHITE, { rx: 10 }) +
    rect(530, 248, 54, 24, WHITE, { rx: 11 }) +
    path('M404 276H530Q546 276 546 292V300H404Z', t[400]) +
    rect(440, 244, 80, 8, t[200], { rx: 4 }) +
    line(448, 252, 448, 270) +
    line(512, 252, 512, 270) +
    callPhone(t, 222, 150),

  // Dock at dawn: a tractor-trailer at the distribution centre's dock doors, air lines coupled (the hero's call is a
  // driver's pre-trip inspection).
  'transportation-and-logistics': (t) =>
    sun(t) +
    rect(0, 150, 250, 160, t[200]) +
    rect(0, 136, 264, 14, t[400]) +
    rect(134, 176, 90, 116, t[700]) +
    range(6)
      .map((i) => line(134, 190 + i * 18, 224, 190 + i * 18, { stroke: t[600] }))
      .join('') +
    rect(20, 176, 90, 116, t[900]) +
    rect(20, 176, 90, 20, t[700]) +
    range(5)
      .map((i) => line(20, 182 + i * 7, 110, 182 + i * 7, { stroke: t[600], strokeWidth: 2 }))
      .join('') +
    box(t, 30, 236, 40, 36) +
    box(t, 70, 244, 32, 28, WHITE) +
    box(t, 40, 206, 30, 30, WHITE) +
    rect(28, 272, 80, 8, t[400]) +
    shadow(t, 250, 380, GY, 12, 10) +
    rect(236, 110, 210, 200, WHITE, { rx: 3 }) +
    range(4)
      .map((i) => line(278 + i * 42, 110, 278 + i * 42, 310, { stroke: t[200] }))
      .join('') +
    rect(236, 268, 210, 14, t[400], none) +
    rect(236, 110, 210, 200, 'none', { rx: 3 }) +
    rect(236, 310, 210, 12, t[700]) +
    line(420, 322, 420, 372, { strokeWidth: 5 }) +
    rect(410, 372, 20, 6, INK) +
    wheel(t, 276, 364, 28) +
    wheel(t, 336, 364, 28) +
    path('M446 190c6 6 12 0 18 6s12 0 18 6M446 206c6 6 12 0 18 6s12 0 18 6', 'none', {
      stroke: t[600],
      strokeWidth: 3,
    }) +
    rect(476, 96, 10, 70, INK, { rx: 3 }) +
    path('M470 336V172Q470 156 486 156H566Q580 156 586 170L606 236H618Q632 236 632 252V336Z', t[600]) +
    path('M544 176H570L588 232H544Z', t[100]) +
    rect(494, 176, 38, 56, t[700], { rx: 4 }) +
    line(540, 250, 556, 250, { strokeWidth: 3 }) +
    rect(590, 194, 6, 30, INK, { rx: 2 }) +
    rect(624, 256, 8, 56, WHITE, { rx: 2 }) +
    rect(610, 328, 30, 12, INK, { rx: 3 }) +
    rect(494, 300, 54, 24, WHITE, { rx: 12 }) +
    rect(456, 336, 184, 12, INK, none) +
    wheel(t, 500, 362, 30) +
    wheel(t, 594, 362, 30) +
    callPhone(t, 320, 130),

  // Well pad and lines: pumpjack (walking beam, horsehead, counterweight) and wellhead; a distribution pole with
  // its crossarm, transformer and spans behind (the hero's call is a lineworker's).
  energy: (t) =>
    sun(t) +
    path(
      'M0 118Q100 146 206 96M0 128Q110 160 244 96M0 138Q120 172 278 96M206 96Q420 150 640 104M244 96Q440 160 640 114M278 96Q460 170 640 124',
      'none',
      { stroke: t[700], strokeWidth: 2 },
    ) +
    rect(236, 78, 12, 230, t[400]) +
    rect(192, 86, 100, 10, t[600], { rx: 2 }) +
    [206, 244, 278].map((x) => rect(x - 4, 78, 8, 10, WHITE, { rx: 2 })).join('') +
    rect(248, 124, 30, 44, t[200], { rx: 6 }) +
    rect(252, 118, 22, 8, t[600], { rx: 2 }) +
    line(248, 144, 242, 144) +
    shadow(t, 380, 250) +
    rect(376, 372, 254, 20, t[600]) +
    poly([472, 372, 500, 170, 512, 170, 540, 372, 524, 372, 506, 214, 488, 372], t[600]) +
    line(420, 178, 520, 372, { stroke: t[600], strokeWidth: 4 }) +
    rect(384, 162, 226, 18, t[700], { rx: 4 }) +
    circle(506, 171, 7, WHITE) +
    path('M392 158H378Q352 158 352 192V236H372V194Q372 184 382 184H392Z', t[400]) +
    line(360, 236, 360, 318) +
    line(366, 236, 366, 318) +
    rect(348, 318, 30, 54, t[200]) +
    rect(342, 328, 42, 8, t[400]) +
    rect(342, 350, 42, 8, t[400]) +
    rect(560, 322, 44, 50, t[400]) +
    rect(550, 290, 64, 36, t[200], { rx: 4 }) +
    path('M582 306L520 300A64 64 0 0 0 542 356Z', t[700]) +
    line(602, 178, 530, 318, { strokeWidth: 6 }) +
    circle(582, 306, 9, INK) +
    circle(530, 318, 5, WHITE) +
    callPhone(t, 290, 186),

  // Classroom: chalkboard with a worked figure, clock, lectern with an open book, a desk with a globe.
  education: (t) =>
    rect(40, 44, 400, 190, t[600], { rx: 8 }) +
    rect(52, 56, 376, 166, t[900]) +
    g(
      path('M90 190V100L200 190Z') +
        path('M90 176H104V190') +
        circle(290, 130, 36, 'none') +
        line(290, 130, 326, 130) +
        path('M360 96H404M360 120H396M360 144H408M240 196H330'),
      { stroke: WHITE, strokeWidth: 3 },
    ) +
    rect(60, 232, 360, 8, t[400]) +
    rect(110, 228, 30, 5, WHITE, { rx: 2 }) +
    clock(t, 540, 84, 26) +
    shadow(t, 370, 100) +
    rect(366, 318, 100, 12, t[200], { rx: 3 }) +
    line(378, 330, 378, GY) +
    line(454, 330, 454, GY) +
    line(416, 318, 416, 300) +
    path('M400 300H432') +
    circle(416, 272, 26, t[400]) +
    path('M396 258C410 266 424 262 436 270M392 282C404 290 428 286 440 280', 'none', { stroke: t[700] }) +
    path('M416 238A34 34 0 0 1 416 306', 'none', { strokeWidth: 3 }) +
    shadow(t, 500, 110) +
    poly([500, GY, 512, 268, 598, 268, 610, GY], t[400]) +
    poly([608, GY, 598, 268, 612, 262, 624, GY - 6], t[600]) +
    poly([494, 268, 616, 268, 602, 240, 508, 240], t[200]) +
    path('M518 244L554 236L590 244L590 258L554 250L518 258Z', WHITE) +
    line(554, 236, 554, 250) +
    callPhone(t, 528, 124),

  // Kitchen line: ticket rail with orders, heat lamps over the pass, range with stockpot and pan.
  'restaurant-and-hospitality': (t) =>
    rect(30, 56, 300, 8, t[600], { rx: 4 }) +
    [
      [50, -4],
      [110, 3],
      [170, -2],
      [230, 4],
    ]
      .map(([x, r]) =>
        g(
          rect(0, 0, 44, 66, WHITE, { rx: 2 }) +
            rect(8, 12, 28, 5, t[400], none) +
            rect(8, 24, 20, 5, t[400], none) +
            rect(8, 36, 24, 5, t[400], none) +
            rect(8, 48, 14, 5, t[400], none),
          { transform: at(x, 62, 1, r) },
        ),
      )
      .join('') +
    [420, 540]
      .map(
        (x) =>
          line(x, 0, x, 92) +
          path(`M${x - 30} 122L${x - 14} 92H${x + 14}L${x + 30} 122Z`, t[700]) +
          path(`M${x - 24} 134L${x - 34} 152M${x} 134V154M${x + 24} 134L${x + 34} 152`, 'none', {
            stroke: t[400],
            strokeWidth: 3,
          }),
      )
      .join('') +
    rect(0, 190, W, 14, WHITE) +
    rect(0, 204, W, 8, t[400]) +
    [
      [150, 0],
      [420, 1],
      [540, 0],
    ]
      .map(
        ([x, k]) =>
          ellipse(x, 184, 40, 8, WHITE) +
          (k
            ? path(`M${x - 20} 180Q${x} 150 ${x + 20} 180Z`, t[400])
            : path(`M${x - 22} 180C${x - 18} 160 ${x + 18} 160 ${x + 22} 180Z`, WHITE) + circle(x, 160, 4, WHITE)),
      )
      .join('') +
    shadow(t, 372, 260) +
    rect(372, 296, 268, 96, t[200]) +
    rect(372, 288, 268, 10, INK) +
    range(4)
      .map((i) => circle(400 + i * 30, 330, 7, WHITE))
      .join('') +
    rect(520, 316, 100, 64, WHITE, { rx: 4 }) +
    line(526, 326, 614, 326) +
    rect(398, 232, 84, 56, t[600], { rx: 6 }) +
    rect(392, 226, 96, 10, t[700], { rx: 5 }) +
    rect(430, 218, 20, 8, INK, { rx: 4 }) +
    path('M508 272H590Q594 288 578 288H520Q504 288 508 272Z', INK, {}) +
    line(590, 278, 636, 270, { strokeWidth: 6 }) +
    callPhone(t, 300, 70),

  // Tarmac: aircraft nose with cockpit windows, nose gear and tug, engine; control tower behind.
  'aerospace-and-aviation': (t) =>
    sun(t) +
    rect(150, 150, 26, 170, t[200]) +
    poly([134, 150, 142, 116, 184, 116, 192, 150], t[400]) +
    poly([146, 122, 180, 122, 178, 140, 148, 140], t[900], none) +
    rect(140, 108, 46, 8, WHITE) +
    line(163, 108, 163, 90) +
    rect(480, 430, 60, 8, t[400], none) +
    rect(580, 430, 60, 8, t[400], none) +
    shadow(t, 340, 300, GY, 16, 10) +
    rect(560, 250, 16, 24, t[100]) +
    rect(520, 268, 140, 52, t[200], { rx: 26 }) +
    ellipse(528, 294, 10, 24, t[600]) +
    line(560, 282, 640, 282, { stroke: t[400], strokeWidth: 4 }) +
    path('M640 118H480C400 118 340 160 324 214C318 236 330 254 356 256L640 262Z', WHITE) +
    path('M338 246C346 252 352 254 360 254L640 260V246L336 240Z', t[600], none) +
    path('M352 172L380 152H410L404 174Z', t[900]) +
    path('M414 150H444L440 172H408Z', t[900]) +
    path('M452 148H474L472 170H448Z', t[900]) +
    rect(516, 152, 38, 76, 'none', { rx: 10 }) +
    line(420, 210, 640, 210, { stroke: t[400], strokeWidth: 6 }) +
    line(404, 256, 404, 350, { strokeWidth: 6 }) +
    wheel(t, 404, 370, 20) +
    line(424, 372, 470, 360, { strokeWidth: 5 }) +
    path('M466 372V344Q466 334 476 334H604Q614 334 614 344V372Z', t[400]) +
    rect(560, 304, 40, 30, t[100]) +
    wheel(t, 492, 376, 14) +
    wheel(t, 588, 376, 14) +
    callPhone(t, 236, 96),

  // Site: tower crane lifting a steel beam over a scaffolded frame, a cone.
  construction: (t) =>
    sun(t) +
    rect(530, 78, 26, GY - 78, 'none') +
    range(9)
      .map((i) =>
        path(`M530 ${78 + i * 35}L556 ${113 + i * 35}M556 ${78 + i * 35}L530 ${113 + i * 35}`, 'none', {
          stroke: t[600],
        }),
      )
      .join('') +
    poly([528, 74, 543, 28, 558, 74], t[400]) +
    // The counter-jib ends inside the frame, so the whole crane shows on a phone.
    path('M543 28L110 74M543 28L608 74', 'none', { stroke: t[600] }) +
    rect(110, 74, 498, 18, 'none') +
    range(15)
      .map((i) => path(`M${110 + i * 28} 92L${124 + i * 28} 74L${138 + i * 28} 92`, 'none', { stroke: t[600] }))
      .join('') +
    rect(572, 92, 34, 40, t[700]) +
    rect(504, 94, 26, 28, t[400], { rx: 3 }) +
    rect(222, 92, 16, 10, INK) +
    line(230, 102, 230, 146) +
    path('M230 146L182 172M230 146L278 172', 'none', { stroke: t[600] }) +
    path('M224 146Q230 154 236 146') +
    rect(160, 172, 140, 8, t[600]) +
    rect(168, 180, 124, 8, t[700]) +
    rect(160, 188, 140, 8, t[600]) +
    shadow(t, 352, 170) +
    [224, 288, 352].map((y) => rect(360, y - 10, 150, 10, t[200])).join('') +
    [366, 430, 494].map((x) => rect(x, 214, 12, GY - 214, t[100])).join('') +
    [352, 412, 472, 520].map((x) => line(x, 200, x, GY, { strokeWidth: 3 })).join('') +
    [262, 326, 382].map((y) => rect(346, y - 8, 180, 8, t[400])).join('') +
    path('M352 326L412 262M412 326L472 262M472 382L520 326', 'none', { stroke: t[600] }) +
    cone(t, 606, GY) +
    callPhone(t, 566, 150),

  // Press line: sawtooth roof, straight-side stamping press (crown, slide, dies, bolster) with its pendant control,
  // conveyor feeding parts.
  manufacturing: (t) =>
    range(8)
      .map((i) => poly([i * 84, 56, i * 84 + 84, 18, i * 84 + 84, 56], t[200]) + line(i * 84 + 84, 18, i * 84 + 84, 56))
      .join('') +
    rect(0, 56, W, 8, t[600]) +
    rect(40, 262, 386, 16, t[600], { rx: 8 }) +
    range(9)
      .map((i) => circle(52 + i * 43, 270, 4, WHITE, none))
      .join('') +
    box(t, 110, 222, 46, 40) +
    g(rect(0, 0, 40, 30, t[400], { rx: 6 }) + ellipse(20, 0, 20, 6, t[200]), { transform: at(200, 232) }) +
    box(t, 280, 218, 52, 44, WHITE) +
    shadow(t, 404, 200) +
    rect(414, 160, 34, GY - 160, t[200]) +
    rect(556, 160, 34, GY - 160, t[200]) +
    block(400, 108, 204, 52, t[400], t[200], t[600], 16) +
    rect(448, 176, 108, 46, t[600]) +
    line(462, 184, 462, 214, { stroke: t[400] }) +
    line(542, 184, 542, 214, { stroke: t[400] }) +
    rect(456, 222, 92, 12, INK, none) +
    rect(456, 250, 92, 12, INK, none) +
    rect(448, 262, 108, 28, t[400]) +
    rect(426, 290, 152, GY - 290, t[200]) +
    line(426, 330, 578, 330) +
    rect(494, 346, 16, 6, INK, { rx: 2, ...none }) +
    rect(596, 196, 34, 64, INK, { rx: 4 }) +
    rect(602, 204, 22, 16, t[400], none) +
    circle(607, 234, 4, WHITE, none) +
    circle(619, 234, 4, t[400], none) +
    circle(613, 248, 5, t[200], none) +
    rect(424, 64, 16, 36, t[400]) +
    rect(424, 64, 16, 12, t[700]) +
    rect(470, 244, 64, 6, WHITE) +
    callPhone(t, 196, 82),

  // Server room: cable tray and three racks of lit units, a wall dashboard.
  it: (t) =>
    rect(0, 30, W, 14, t[200]) +
    range(12)
      .map((i) => line(20 + i * 54, 30, 20 + i * 54, 44))
      .join('') +
    rect(50, 90, 240, 140, INK, { rx: 10 }) +
    rect(62, 102, 216, 116, t[900], none) +
    [50, 78, 40, 90, 66, 84]
      .map((h, i) => rect(80 + i * 30, 200 - h, 16, h, i === 3 ? WHITE : t[400], { rx: 2, ...none }))
      .join('') +
    shadow(t, 356, 270) +
    `<defs><g id="r">${
      rect(0, 70, 88, GY - 70, INK, { rx: 4 }) +
      range(9)
        .map(
          (i) =>
            rect(8, 82 + i * 33, 72, 24, i % 4 === 2 ? t[400] : t[700], none) +
            circle(18, 94 + i * 33, 3, i % 3 ? t[200] : WHITE, none) +
            line(34, 94 + i * 33, 70, 94 + i * 33, { stroke: t[900] }),
        )
        .join('')
    }</g></defs>` +
    [360, 452, 544].map((x) => `<use href="#r" x="${x}"/>`).join('') +
    path(
      'M390 44C390 58 396 60 396 70M404 44C404 60 410 60 410 70M484 44C486 60 490 62 490 70M590 44C590 58 584 62 584 70',
      'none',
      { stroke: t[600], strokeWidth: 4 },
    ) +
    range(2)
      .map((i) => line(340, GY + 30 + i * 30, W, GY + 30 + i * 30, { stroke: t[400] }))
      .join('') +
    callPhone(t, 268, 196),

  // Shop floor: shelves of stock, checkout counter with belt, register and card reader, pendant light.
  retail: (t) =>
    rect(40, 56, 300, 230, t[100]) +
    [136, 206, 276].map((y) => rect(40, y, 300, 10, t[600])).join('') +
    [136, 206]
      .map(
        (y, r) =>
          range(8)
            .map((i) => {
              const x = 52 + i * 36,
                k = (i + r) % 4;
              return k === 0
                ? rect(x, y - 44, 26, 44, WHITE, { rx: 2 }) + rect(x + 5, y - 32, 16, 8, t[400], none)
                : k === 1
                  ? rect(x, y - 34, 24, 34, t[400], { rx: 4 }) + line(x, y - 26, x + 24, y - 26)
                  : k === 2
                    ? path(
                        `M${x + 6} ${y}V${y - 30}Q${x + 6} ${y - 38} ${x + 10} ${y - 44}H${x + 16}Q${x + 20} ${y - 38} ${x + 20} ${y - 30}V${y}Z`,
                        t[200],
                      )
                    : rect(x, y - 28, 28, 28, t[700], { rx: 2 });
            })
            .join('') +
          range(4)
            .map((i) => rect(60 + i * 72, y + 10, 18, 8, WHITE, { rx: 1 }))
            .join(''),
      )
      .join('') +
    line(500, 0, 500, 70) +
    path('M470 96Q470 70 500 70T530 96Z', t[700]) +
    path('M480 108L472 122M500 108V124M520 108L528 122', 'none', { stroke: t[400], strokeWidth: 3 }) +
    shadow(t, 376, 250) +
    block(376, 300, 232, GY - 300, t[400], t[200], t[600], 18) +
    rect(384, 286, 130, 12, INK, { rx: 6 }) +
    box(t, 398, 250, 40, 36, WHITE) +
    rect(452, 258, 26, 28, t[200], { rx: 4 }) +
    rect(562, 232, 8, 56, INK, none) +
    rect(528, 192, 76, 48, INK, { rx: 6 }) +
    rect(536, 200, 60, 32, t[200], none) +
    rect(522, 264, 26, 26, INK, { rx: 4 }) +
    rect(527, 268, 16, 10, t[400], none) +
    callPhone(t, 462, 166),

  // Civic: domed city hall with columns and steps, flag; public-works cones round a water main break in the street.
  government: (t) =>
    sun(t) +
    line(190, 54, 190, 300, { strokeWidth: 4 }) +
    circle(190, 50, 5, WHITE) +
    path('M192 60Q220 50 244 62T298 64V108Q272 96 246 104T192 104Z', t[600]) +
    rect(416, 60, 48, 30, t[200]) +
    path('M406 62A34 34 0 0 1 474 62Z', t[100]) +
    line(440, 28, 440, 14) +
    g(
      shadow(t, 330, 300, GY, 14, 10) +
        rect(344, 140, 272, 186, t[200]) +
        rect(458, 250, 44, 76, t[700], { rx: 20 }) +
        poly([330, 116, 480, 64, 630, 116], t[100]) +
        poly([368, 108, 480, 76, 592, 108], t[200]) +
        rect(330, 116, 300, 24, WHITE) +
        [356, 412, 524, 580]
          .map(
            (x) =>
              rect(x - 4, 140, 32, 8, WHITE) +
              rect(x, 148, 24, 170, WHITE) +
              line(x + 8, 154, x + 8, 310, { stroke: t[200] }) +
              line(x + 16, 154, x + 16, 310, { stroke: t[200] }),
          )
          .join('') +
        rect(320, 326, 320, 22, t[100]) +
        rect(308, 348, 344, 22, t[100]) +
        rect(296, 370, 368, 22, t[100]),
      { transform: 'translate(-40 0)' },
    ) +
    ellipse(540, 432, 76, 14, t[400]) +
    path('M540 424C536 410 526 404 516 402M540 424C540 408 544 398 550 392M540 424C548 412 560 408 570 408', 'none', {
      stroke: t[600],
      strokeWidth: 3,
    }) +
    cone(t, 450, 446, 0.8) +
    cone(t, 626, 446, 0.8) +
    cone(t, 614, GY, 0.9) +
    callPhone(t, 96, 150),

  // Studio: camera on its pedestal, softbox light, boom microphone, stacked papers.
  'media-and-publishing': (t) =>
    // Newsroom desk: a wall screen with the front page, an on-air light and a clock; the desk with a monitor
    // showing the story being edited, a stack of today's papers and a mug.
    rect(0, 0, W, 34, t[200], none) +
    line(0, 34, W, 34) +
    rect(380, 52, 232, 142, INK, { rx: 8 }) +
    rect(390, 62, 212, 122, WHITE, none) +
    rect(402, 72, 188, 14, t[700], { rx: 3, ...none }) +
    rect(402, 96, 112, 62, t[200], { rx: 3, ...none }) +
    range(5)
      .map((i) => rect(524, 96 + i * 13, 66, 6, t[400], { rx: 3, ...none }))
      .join('') +
    range(2)
      .map((i) => rect(402, 166 + i * 0, 188 - i * 60, 6, t[400], { rx: 3, ...none }))
      .join('') +
    rect(300, 52, 56, 26, t[700], { rx: 13 }) +
    circle(316, 65, 6, WHITE, none) +
    rect(328, 62, 20, 6, WHITE, { rx: 3, ...none }) +
    clock(t, 328, 130, 22) +
    // The desk.
    shadow(t, 352, 288, GY, 12, 10) +
    rect(352, 270, 288, 16, t[600]) +
    rect(368, 286, 16, GY - 286, t[700]) +
    rect(604, 286, 16, GY - 286, t[700]) +
    rect(400, 196, 136, 8, INK, { rx: 2, ...none }) +
    rect(456, 236, 24, 34, t[400]) +
    rect(430, 262, 76, 8, INK, { rx: 3 }) +
    rect(410, 154, 116, 86, INK, { rx: 7 }) +
    rect(418, 162, 100, 70, t[100], none) +
    rect(426, 170, 62, 8, t[700], { rx: 4, ...none }) +
    range(4)
      .map((i) => rect(426, 186 + i * 11, 84 - (i % 2) * 20, 5, t[400], { rx: 2.5, ...none }))
      .join('') +
    // Today's papers, folded, stacked at the desk's right end.
    range(3)
      .map((i) => rect(548 - i * 3, 252 - i * 8, 72, 12, i % 2 ? t[100] : WHITE, { rx: 2 }))
      .join('') +
    rect(544, 236, 72, 4, INK, { rx: 2, ...none }) +
    path('M372 270V248Q372 242 378 242H394Q400 242 400 248V270Z', WHITE) +
    path('M400 250Q410 250 410 258Q410 266 400 266', 'none') +
    callPhone(t, 200, 140),

  // Food bank: bunting, pantry shelves of cans and jars, stacked crates of produce, a full grocery bag.
  'non-profit': (t) =>
    path('M0 30Q320 80 640 30', 'none', { stroke: t[600] }) +
    range(12)
      .map((i) => {
        const x = 20 + i * 52,
          y = 30 + 50 * (1 - ((x - 320) / 320) ** 2) * 0.78;
        return poly([x - 14, y - 2, x + 14, y - 2, x, y + 24], [t[400], WHITE, t[200]][i % 3]);
      })
      .join('') +
    rect(40, 110, 280, 180, t[100]) +
    [170, 240].map((y) => rect(40, y, 280, 10, t[600])).join('') +
    [170, 240]
      .map((y, r) =>
        range(7)
          .map((i) => {
            const x = 54 + i * 38;
            return (i + r) % 2
              ? rect(x, y - 36, 26, 36, t[400], { rx: 3 }) +
                  rect(x, y - 26, 26, 14, WHITE, none) +
                  line(x, y - 26, x + 26, y - 26) +
                  line(x, y - 12, x + 26, y - 12)
              : rect(x, y - 42, 28, 42, WHITE, { rx: 6 }) + rect(x + 2, y - 48, 24, 8, t[600], { rx: 2 });
          })
          .join(''),
      )
      .join('') +
    shadow(t, 420, 210) +
    [
      [420, 314],
      [524, 314],
      [472, 238],
    ]
      .map(
        ([x, y]) =>
          range(6)
            .map((i) => circle(x + 14 + i * 14, y - 2 - (i % 2) * 6, 9, [t[600], t[200], t[700]][(i + x) % 3]))
            .join('') +
          rect(x, y, 96, 78, t[200], { rx: 3 }) +
          [14, 38, 62].map((d) => rect(x, y + d - 8, 96, 14, t[400], {})).join('') +
          rect(x + 34, y + 12, 28, 10, WHITE, { rx: 5 }),
      )
      .join('') +
    path('M366 392L360 318H424L418 392Z', t[200]) +
    path('M360 318L366 306H418L424 318', t[100]) +
    rect(372, 252, 14, 62, t[400], { rx: 7, transform: 'rotate(-12 379 283)' }) +
    path('M398 310C392 288 400 270 412 262C414 280 408 298 404 310Z', t[600]) +
    path('M404 310C408 292 420 284 432 282C428 296 416 306 408 312Z', t[700]) +
    callPhone(t, 360, 90),

  // Office: window on the city, the new-client intake checklist on the wall, the filing cabinet with the client files
  // on top, the associate's phone with the call.
  'professional-services': (t) =>
    rect(48, 46, 250, 170, WHITE, { rx: 4 }) +
    [
      [60, 120, 34],
      [98, 90, 30],
      [132, 136, 26],
      [162, 104, 40],
      [206, 80, 28],
      [238, 128, 30],
      [270, 100, 22],
    ]
      .map(([x, y, w]) => rect(x, y, w, 216 - y, t[200], none))
      .join('') +
    line(173, 46, 173, 216) +
    rect(48, 46, 250, 170, 'none', { rx: 4 }) +
    rect(40, 214, 266, 10, t[200], { rx: 2 }) +
    rect(330, 64, 104, 144, t[400], { rx: 8 }) +
    rect(340, 80, 84, 118, WHITE, { rx: 3 }) +
    rect(360, 56, 44, 16, INK, { rx: 5 }) +
    range(3)
      .map(
        (i) =>
          rect(350, 94 + i * 32, 14, 14, i < 2 ? t[600] : WHITE, { rx: 3 }) +
          rect(372, 98 + i * 32, 40 - (i % 2) * 12, 6, t[200], { rx: 3, ...none }),
      )
      .join('') +
    shadow(t, 440, 168) +
    block(440, 200, 150, GY - 200, t[400], t[200], t[600], 18) +
    range(3)
      .map((i) => rect(452, 214 + i * 58, 126, 48, t[200], { rx: 4 }) + rect(495, 232 + i * 58, 40, 8, INK, { rx: 4 }))
      .join('') +
    range(3)
      .map((i) => rect(450 + i * 3, 180 - i * 11, 70, 11, [t[700], WHITE, t[600]][i], { rx: 2 }))
      .join('') +
    rect(496, 150, 20, 8, t[600], { rx: 2 }) +
    callPhone(t, 532, 74),

  // Workshop: whiteboard of sticky notes and arrows, flip chart on an easel with a rising chart.
  consulting: (t) =>
    rect(36, 44, 410, 212, t[600], { rx: 8 }) +
    rect(46, 54, 390, 192, WHITE, { rx: 4 }) +
    [
      [70, 74],
      [70, 124],
      [70, 174],
      [190, 84],
      [190, 134],
      [310, 74],
      [360, 74],
      [310, 124],
      [360, 124],
      [335, 174],
    ]
      .map(([x, y], i) =>
        rect(x, y, 40, 38, [t[200], t[400], t[100], t[200], t[400]][i % 5], {
          transform: `rotate(${(i % 3) - 1} ${x + 20} ${y + 19})`,
        }),
      )
      .join('') +
    path('M120 110H180M240 118C270 118 276 98 300 96M240 160C270 160 280 142 300 142', 'none', {
      stroke: t[600],
      strokeWidth: 3,
    }) +
    path('M172 104L182 110L172 116M292 90L302 96L292 102M292 136L302 142L292 148', 'none', {
      stroke: t[600],
      strokeWidth: 3,
    }) +
    ellipse(355, 193, 40, 28, 'none', { stroke: t[700], strokeWidth: 3 }) +
    rect(56, 252, 100, 8, t[400], { rx: 3 }) +
    shadow(t, 470, 130) +
    line(530, 110, 470, GY, { strokeWidth: 5 }) +
    line(530, 110, 594, GY, { strokeWidth: 5 }) +
    line(530, 110, 540, GY - 20, { strokeWidth: 4, stroke: t[600] }) +
    rect(466, 94, 128, 164, t[100]) +
    rect(470, 90, 120, 164, WHITE) +
    rect(460, 82, 140, 14, INK, { rx: 4 }) +
    [40, 62, 54, 90].map((h, i) => rect(488 + i * 24, 236 - h, 16, h, i === 3 ? t[600] : t[200], { rx: 2 })).join('') +
    path('M484 170L520 150L548 160L584 120', 'none', { stroke: t[700], strokeWidth: 3 }) +
    path('M570 120H584V134', 'none', { stroke: t[700], strokeWidth: 3 }) +
    callPhone(t, 380, 196),

  // Out on the road: the client's storefront with awning, the rep's car at the kerb, a map pin and route.
  sales: (t) =>
    // A field visit: the route to the customer (dashed, with its pin), then the customer's shop counter, shelves of
    // stock behind it, and on the counter the rep's tablet with an order sheet and a sample case beside it.
    path('M30 250C90 250 90 160 160 160S240 96 300 96', 'none', {
      stroke: t[600],
      strokeWidth: 4,
      strokeDasharray: '2 12',
    }) +
    path('M300 26C278 26 264 42 264 62C264 88 300 114 300 114S336 88 336 62C336 42 322 26 300 26Z', t[700]) +
    circle(300, 62, 12, WHITE) +
    // Awning and shelves.
    rect(370, 30, 270, 34, t[600]) +
    range(6)
      .map((i) => path(`M${370 + i * 45} 64V74A22.5 12 0 0 0 ${415 + i * 45} 74V64`, i % 2 ? WHITE : t[400]))
      .join('') +
    rect(392, 96, 236, 150, t[200]) +
    range(3)
      .map((i) => line(392, 146 + i * 50, 628, 146 + i * 50, { strokeWidth: 3 }))
      .join('') +
    range(3)
      .map((r) =>
        range(6)
          .map((i) =>
            rect(402 + i * 37 + (r % 2) * 6, 118 + r * 50 - (i % 3) * 4, 26, 28 + (i % 3) * 4, i % 2 ? WHITE : t[400], {
              rx: 3,
            }),
          )
          .join(''),
      )
      .join('') +
    // The counter.
    shadow(t, 372, 268, GY, 12, 10) +
    block(372, 276, 250, GY - 276, t[400], t[200], t[600], 16) +
    rect(390, 300, 214, 6, t[200], { rx: 3, ...none }) +
    // The rep's tablet on the counter, showing an order sheet (rows with ticks and quantities).
    path('M420 276L430 204H528L538 276Z', 'none') +
    rect(424, 196, 112, 80, INK, { rx: 8 }) +
    rect(432, 204, 96, 64, WHITE, none) +
    rect(438, 210, 54, 7, t[700], { rx: 3.5, ...none }) +
    range(3)
      .map(
        (i) =>
          rect(438, 224 + i * 13, 8, 8, i < 2 ? t[600] : WHITE, { rx: 2 }) +
          rect(452, 226 + i * 13, 46, 5, t[400], { rx: 2.5, ...none }) +
          rect(506, 226 + i * 13, 16, 5, t[200], { rx: 2.5, ...none }),
      )
      .join('') +
    // The sample case, standing beside the counter.
    shadow(t, 560, 60, GY, 10, 10) +
    path('M576 300V284Q576 278 582 278H598Q604 278 604 284V300', 'none', { strokeWidth: 4 }) +
    rect(556, 300, 68, GY - 300, t[700], { rx: 8 }) +
    rect(556, 322, 68, 8, t[600], none) +
    rect(584, 338, 12, 8, WHITE, { rx: 2 }) +
    callPhone(t, 150, 96),

  // Training room: ceiling projector and its beam, pull-down screen with a step list, a row of chairs.
  training: (t) =>
    poly([148, 60, 300, 52, 300, 228], WHITE, { ...none, opacity: 0.7 }) +
    line(120, 0, 120, 36) +
    rect(96, 36, 56, 26, t[400], { rx: 4 }) +
    circle(146, 49, 7, WHITE) +
    rect(288, 34, 320, 14, INK, { rx: 7 }) +
    rect(298, 48, 300, 182, WHITE) +
    rect(292, 228, 312, 8, t[600], { rx: 4 }) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(336, 86 + i * 46, 14, i ? t[200] : t[600]) +
          rect(362, 80 + i * 46, [150, 180, 120][i], 12, i ? t[200] : t[400], { rx: 6, ...none }),
      )
      .join('') +
    path('M330 86L336 92L344 80', 'none', { stroke: WHITE, strokeWidth: 3 }) +
    shadow(t, 380, 250, GY, 10, 8) +
    range(4)
      .map((i) => {
        const x = 384 + i * 64;
        return (
          line(x + 6, 340, x + 4, GY) +
          line(x + 44, 340, x + 46, GY) +
          rect(x, 330, 50, 12, t[600], { rx: 4 }) +
          rect(x + 2, 282, 46, 52, t[400], { rx: 8 })
        );
      })
      .join('') +
    callPhone(t, 180, 140),
};
