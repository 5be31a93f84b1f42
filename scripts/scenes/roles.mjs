// One scene per frontline role (public/illustrations/roles/<slug>.svg), tint from src/content/scenes.ts.
import { phoneInHand } from './people.mjs';
import { at, block, circle, g, GY, INK, line, none, path, range, rect, shadow, WHITE } from './primitives.mjs';
import { callBubble, smsBubble } from './product-ui.mjs';
import { hardHat, windowPane } from './props.mjs';

export const roleScenes = {
  // Engineer: the drawing and the part it describes. The flange's drawing (front and side views, dimensions, title
  // block) on the board; the machined flange itself on its skid, its diameter being measured against the drawing;
  // a white hard hat; the engineer's hand with the phone on the call, the arm entering from the right.
  engineer: (t) =>
    rect(36, 40, 360, 224, t[700], { rx: 6 }) +
    g(
      range(8)
        .map((i) => line(76 + i * 40, 40, 76 + i * 40, 264))
        .join('') +
        range(4)
          .map((i) => line(36, 85 + i * 45, 396, 85 + i * 45))
          .join(''),
      { stroke: t[600] },
    ) +
    g(
      circle(146, 144, 66, 'none') +
        circle(146, 144, 26, 'none') +
        range(6)
          .map((i) => circle(146 + 46 * Math.cos((i * Math.PI) / 3), 144 + 46 * Math.sin((i * Math.PI) / 3), 7, 'none'))
          .join('') +
        path('M80 234H212M80 226V242M212 226V242') +
        path('M262 78H282V210H262ZM282 118H318V170H282Z') +
        path('M340 78V210M332 78H348M332 210H348') +
        path('M300 222H388V256H300ZM300 238H388M344 222V238'),
      { stroke: WHITE },
    ) +
    path('M416 222H540M416 214V230M540 214V230M428 216L416 222L428 228M528 216L540 222L528 228', 'none', {
      stroke: INK,
    }) +
    line(416, 236, 416, 296, { stroke: t[600], strokeDasharray: '6 6' }) +
    line(540, 236, 540, 296, { stroke: t[600], strokeDasharray: '6 6' }) +
    shadow(t, 420, 150) +
    block(420, 366, 132, GY - 366, t[600], t[400], t[700], 10) +
    circle(492, 300, 62, t[600]) +
    rect(478, 238, 14, 124, t[600], none) +
    path('M478 238H492M478 362H492') +
    circle(478, 300, 62, t[400]) +
    circle(478, 300, 50, 'none', { stroke: t[200] }) +
    circle(478, 300, 24, t[900]) +
    range(6)
      .map((i) =>
        circle(478 + 38 * Math.cos((i * Math.PI) / 3 + 0.5), 300 + 38 * Math.sin((i * Math.PI) / 3 + 0.5), 6, t[900]),
      )
      .join('') +
    hardHat(t, 598, GY - 7, 0.7, WHITE) +
    callBubble(t, 408, 80, 120, 50) +
    phoneInHand(t, 540, 68, 0.9, -22),

  // Field technician: a basement boiler room (the role page's call): boiler with gauge and controls, supply and
  // return pipes with a valve, expansion tank, a high basement window; the tech's phone and an SMS.
  'field-technician': (t) =>
    windowPane(t, 40, 36, 150, 60) +
    smsBubble(t, 50, 132, 150, 56) +
    phoneInHand(t, 232, 172, 1, -6) +
    // The supply main turns down into the wall inside the frame, so the room reads whole at every width.
    rect(300, 64, 296, 16, t[400]) +
    rect(580, 64, 16, 176, t[400]) +
    [380, 520].map((x) => rect(x - 3, 60, 6, 24, t[600])).join('') +
    rect(456, 80, 16, 74, t[400]) +
    rect(540, 80, 16, 74, t[400]) +
    path('M448 110L480 124V110L448 124Z', t[700]) +
    line(464, 117, 464, 104, { strokeWidth: 3 }) +
    rect(456, 98, 16, 6, INK, { rx: 2 }) +
    line(394, 80, 394, 96, { strokeWidth: 3 }) +
    rect(372, 96, 44, 84, t[600], { rx: 22 }) +
    line(372, 138, 416, 138, { stroke: t[400] }) +
    shadow(t, 430, 170) +
    block(430, 154, 150, GY - 154, t[200], t[100], t[400], 18) +
    circle(505, 194, 22, WHITE) +
    path('M505 194L518 182', 'none', { strokeWidth: 3 }) +
    path('M489 200A17 17 0 0 1 495 180', 'none', { stroke: t[400], strokeWidth: 3 }) +
    rect(450, 230, 110, 40, INK, { rx: 4 }) +
    rect(458, 238, 46, 18, t[400], none) +
    circle(524, 250, 5, WHITE, none) +
    circle(542, 250, 5, t[200], none) +
    rect(460, 296, 90, 62, t[600], { rx: 4 }) +
    circle(505, 327, 16, t[100]) +
    path('M499 336C495 326 505 322 505 314C511 322 514 330 509 336Z', t[400], none) +
    rect(596, 240, 28, 152, t[200]) +
    line(596, 270, 624, 270) +
    rect(602, 286, 16, 30, WHITE, { rx: 2 }),

  // Quality control: clipboard checklist, a machined part under an inspection lamp, calipers, a call.
  'quality-control': (t) =>
    rect(50, 40, 190, 236, t[400], { rx: 10 }) +
    rect(64, 60, 162, 210, WHITE, { rx: 4 }) +
    rect(110, 30, 70, 22, INK, { rx: 6 }) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          (i < 3
            ? circle(88, 96 + i * 44, 12, t[600]) +
              path(`M82 ${96 + i * 44}L87 ${101 + i * 44}L95 ${90 + i * 44}`, 'none', { stroke: WHITE, strokeWidth: 3 })
            : circle(88, 96 + i * 44, 12, WHITE)) +
          rect(110, 90 + i * 44, 96 - (i % 2) * 24, 10, t[200], { rx: 5, ...none }),
      )
      .join('') +
    callBubble(t, 270, 60, 130, 52) +
    shadow(t, 360, 264) +
    rect(360, 300, 270, 14, t[600], { rx: 3 }) +
    rect(372, 314, 246, 78, t[200]) +
    line(372, 352, 618, 352) +
    block(430, 258, 44, 42, t[400], t[200], t[600], 12) +
    circle(452, 279, 8, WHITE) +
    rect(404, 218, 170, 14, WHITE, { rx: 2 }) +
    range(12)
      .map((i) => line(500 + i * 6, 218, 500 + i * 6, i % 2 ? 223 : 226, { strokeWidth: 2 }))
      .join('') +
    path('M410 232H430V290L410 270Z', WHITE) +
    path('M476 212H498V232H486V290L476 290Z', t[600]) +
    rect(480, 204, 14, 8, INK, { rx: 3 }) +
    rect(532, 276, 86, 24, t[200], { rx: 3 }) +
    range(4)
      .map((i) => rect(540 + i * 19, 262, 14, 16, t[400], { rx: 3 }))
      .join('') +
    circle(600, 100, 30, WHITE) +
    path('M586 100L596 110L616 88', 'none', { stroke: t[600], strokeWidth: 5 }),

  // Skilled trades: pegboard of hand tools; the remodel's vanity with its cabinet open on the P-trap (the role page's
  // call is a plumbing apprentice's); toolbox, a hand holding a phone, an SMS.
  'skilled-trades': (t) =>
    rect(36, 40, 412, 236, t[200], { rx: 6 }) +
    g(
      range(10)
        .map((i) =>
          range(5)
            .map((k) => circle(54 + i * 42, 62 + k * 48, 2.5, t[400]))
            .join(''),
        )
        .join(''),
      none,
    ) +
    path('M80 90L150 160M72 82A14 14 0 1 0 90 96ZM142 152A12 12 0 1 0 158 168', 'none', {
      strokeWidth: 8,
      stroke: INK,
    }) +
    rect(194, 66, 18, 120, t[700], { rx: 4 }) +
    rect(176, 66, 54, 26, INK, { rx: 4 }) +
    path('M252 150V128L380 88V164Z', WHITE) +
    path(
      'M256 150' +
        range(16)
          .map((i) => `L${262 + i * 8} ${i % 2 ? 150 : 158}`)
          .join('') +
        'L380 164',
      'none',
    ) +
    path('M376 78H420Q434 78 434 92V160Q434 174 420 174H376Z', t[700]) +
    rect(392, 98, 26, 54, WHITE, { rx: 8 }) +
    rect(70, 206, 240, 30, t[400], { rx: 4 }) +
    circle(190, 221, 8, WHITE) +
    rect(178, 216, 24, 10, t[600], { rx: 5, ...none }) +
    smsBubble(t, 454, 36, 104, 50) +
    shadow(t, 392, 220) +
    block(392, 292, 200, GY - 292, t[200], t[100], t[400], 14) +
    rect(384, 280, 222, 14, WHITE, { rx: 3 }) +
    path('M492 280V256Q492 246 502 246H520V256', 'none', { stroke: INK, strokeWidth: 8 }) +
    path('M492 280V256Q492 246 502 246H520V256', 'none', { stroke: WHITE, strokeWidth: 4 }) +
    rect(470, 268, 14, 12, t[600], { rx: 3 }) +
    rect(404, 304, 86, 78, t[900]) +
    path('M446 294V324Q446 342 462 342Q476 342 476 326V320H490', 'none', { stroke: t[400], strokeWidth: 8 }) +
    rect(500, 304, 80, 78, t[200]) +
    rect(508, 336, 6, 16, INK, { rx: 3, ...none }) +
    g(rect(0, 0, 90, 50, t[600], { rx: 5 }) + path('M26 0V-14H64V0') + line(0, 20, 90, 20), {
      transform: at(520, 404),
    }) +
    phoneInHand(t, 544, 100, 0.95, -20, t[600]),
};
