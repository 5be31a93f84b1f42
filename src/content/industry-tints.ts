/** An industry's slug: the name of its content file, src/content/industries/<slug>.yaml. */
export type IndustrySlug = string;

/**
 * The 18 industry tints, one ramp per industry: the source for the industry scenes (scripts/build-scenes.mjs) and
 * src/styles/tints.css (`npm run scenes`; use `bg-tint-50 text-tint-900` inside `data-tint="<slug>"`). Hues are
 * spread round the wheel (OKLCH hue in each comment), none near the brand's orange, which is kept for actions.
 * Contrast pairs components may use (tests/unit/industry-tints.test.ts checks each slug): tint-900 on tint-50,
 * tint-100 or white, tint-700 on tint-50 or white, white on tint-700 or tint-900, tint-200 on tint-900: 4.5:1
 * (text); tint-600 on white or tint-50, tint-700 on tint-100: 3:1 (icons, strokes, boundaries). tint-400 (and
 * tint-200 elsewhere) is a fill only. Plain data, no enums: scripts/build-scenes.mjs imports it with Node 24.
 */
export const tintSteps = [50, 100, 200, 400, 600, 700, 900] as const;
type TintStep = (typeof tintSteps)[number];
export type TintRamp = Readonly<Record<TintStep, string>>;

export const industryTints = {
  // 240 sky
  'aerospace-and-aviation': {
    50: '#f0f8fe',
    100: '#ddf0fe',
    200: '#b9e1fe',
    400: '#5cb4ef',
    600: '#017cb7',
    700: '#026190',
    900: '#002f49',
  },
  // 88 ochre
  construction: {
    50: '#fcf6e9',
    100: '#f8eccf',
    200: '#eed9a6',
    400: '#caa647',
    600: '#906f02',
    700: '#715703',
    900: '#372901',
  },
  // 330 mauve, low chroma
  consulting: {
    50: '#f9f5f9',
    100: '#f3eaf1',
    200: '#e5d5e3',
    400: '#bba2b8',
    600: '#846b81',
    700: '#685366',
    900: '#332731',
  },
  // 282 violet
  education: {
    50: '#f5f6ff',
    100: '#eaebfe',
    200: '#d4d7fe',
    400: '#9fa1f5',
    600: '#6a68be',
    700: '#525099',
    900: '#26264d',
  },
  // 113 olive
  energy: {
    50: '#f6f8eb',
    100: '#ecf0d2',
    200: '#dae0ab',
    400: '#abb353',
    600: '#767b03',
    700: '#5c6004',
    900: '#2c2e01',
  },
  // 185 teal
  'field-services': {
    50: '#eafbf8',
    100: '#d0f6f0',
    200: '#a6eae1',
    400: '#31c3b5',
    600: '#04877c',
    700: '#076961',
    900: '#02332f',
  },
  // 264 civic blue
  government: {
    50: '#f3f7ff',
    100: '#e4edff',
    200: '#cadbfe',
    400: '#8aaaec',
    600: '#5372b5',
    700: '#3e5992',
    900: '#1c2a49',
  },
  // 162 mint green
  healthcare: {
    50: '#edfbf3',
    100: '#d6f6e5',
    200: '#b2eacd',
    400: '#5ac293',
    600: '#048a5e',
    700: '#006c49',
    900: '#023522',
  },
  // 207 cyan
  it: { 50: '#eafbfd', 100: '#cff5fa', 200: '#a3e9f2', 400: '#27c0d1', 600: '#008491', 700: '#066771', 900: '#033237' },
  // 75 stone, low chroma
  manufacturing: {
    50: '#f9f6f3',
    100: '#f1ece5',
    200: '#e3d9cd',
    400: '#b8a894',
    600: '#81725d',
    700: '#665947',
    900: '#312a21',
  },
  // 298 purple
  'media-and-publishing': {
    50: '#f7f5fe',
    100: '#efe9ff',
    200: '#dfd3fe',
    400: '#b49aed',
    600: '#7e61b6',
    700: '#634a92',
    900: '#302249',
  },
  // 6 rose
  'non-profit': {
    50: '#fff4f5',
    100: '#ffe6ea',
    200: '#ffcbd5',
    400: '#ea899f',
    600: '#b14f69',
    700: '#8e3b51',
    900: '#471a26',
  },
  // 252 slate, low chroma
  'professional-services': {
    50: '#f4f7fa',
    100: '#e7eef5',
    200: '#d1dce9',
    400: '#9badc1',
    600: '#64768b',
    700: '#4d5c6e',
    900: '#242c36',
  },
  // 26 brick red
  'restaurant-and-hospitality': {
    50: '#fff4f3',
    100: '#fee7e4',
    200: '#fecdc8',
    400: '#ed8c83',
    600: '#b4514b',
    700: '#903c37',
    900: '#481b18',
  },
  // 138 leaf green
  retail: {
    50: '#f2faef',
    100: '#e1f3dc',
    200: '#c7e5bd',
    400: '#89bb78',
    600: '#50843d',
    700: '#3c682b',
    900: '#1a3212',
  },
  // 352 raspberry
  sales: {
    50: '#fff3f8',
    100: '#fee5ef',
    200: '#ffc9df',
    400: '#e48ab3',
    600: '#ac507c',
    700: '#893c61',
    900: '#451b2f',
  },
  // 314 orchid
  training: {
    50: '#fbf4ff',
    100: '#f6e6fe',
    200: '#eccefc',
    400: '#c693e0',
    600: '#905ba9',
    700: '#724587',
    900: '#381f43',
  },
  // 222 steel blue, low chroma
  'transportation-and-logistics': {
    50: '#f1f8fb',
    100: '#dff0f7',
    200: '#c3e1ec',
    400: '#81b4c6',
    600: '#467d90',
    700: '#336272',
    900: '#162f38',
  },
} as const satisfies Record<IndustrySlug, TintRamp>;

/** The colour ramp a new industry takes until it has its own: a quiet, low-chroma one. */
const defaultTint = 'consulting';

/**
 * An industry page's tint: its own ramp when it has one (the 18 drawn industries), else the ramp its file names
 * (`tint:`, one of those 18), else a quiet default. A new industry is drawn in it until its own scene and ramp are
 * made (docs/editing.md, "Add an industry or a solution").
 */
export const industryTintOf = (slug: string, tint?: string): string =>
  slug in industryTints ? slug : tint && tint in industryTints ? tint : defaultTint;
