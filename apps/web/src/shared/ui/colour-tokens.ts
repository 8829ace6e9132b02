/**
 * Semantic colour tokens (ADR 022, Actual Budget's pattern): a component asks for what a colour means (`loss`,
 * `statusSettled`, `riskHigh`), never for a colour (`red`). The theme registers each token as a Mantine colour, so
 * `color="loss"` and `c="loss"` work on every Mantine component, and sets its CSS variables per colour mode to the
 * values below, each of which meets WCAG 2.2 AA contrast (theme-contrast.test.ts proves it for every brand).
 */

/** The colours of one tone in one colour mode. */
export type ToneColours = {
  /** Text and outlines on the page (`c="loss"`, `variant="outline"`, `variant="subtle"`): 4.5:1 on the page. */
  readonly text: string;
  /** The background of the `light` variant (badges, alerts); `text` on it is 4.5:1. */
  readonly tint: string;
};

/** A hue the tokens share: its Mantine palette (ten shades) and the colours used per colour mode. */
export type Tone = {
  /** Mantine's ten shades of the hue (Mantine's default palette of that name). */
  readonly palette: MantinePaletteName;
  readonly light: ToneColours;
  readonly dark: ToneColours;
  /** The background of the `filled` variant in both modes; white text on it is 4.5:1. */
  readonly filled: string;
};

export type MantinePaletteName =
  'gray' | 'red' | 'teal' | 'green' | 'orange' | 'yellow' | 'blue' | 'cyan' | 'indigo' | 'violet';

/**
 * The tones. Mantine's default shades where they are dark (light mode) or light (dark mode) enough; a darker
 * value of the same hue where Mantine has none (orange, yellow, green in light mode).
 */
export const tones = {
  red: {
    palette: 'red',
    light: { text: '#c92a2a', tint: '#fff5f5' },
    dark: { text: '#ff8787', tint: '#3d1a1a' },
    filled: '#c92a2a',
  },
  teal: {
    palette: 'teal',
    light: { text: '#08705a', tint: '#e6fcf5' },
    dark: { text: '#38d9a9', tint: '#0f2d24' },
    filled: '#08705a',
  },
  green: {
    palette: 'green',
    light: { text: '#237032', tint: '#ebfbee' },
    dark: { text: '#69db7c', tint: '#15301b' },
    filled: '#237032',
  },
  orange: {
    palette: 'orange',
    light: { text: '#a33a06', tint: '#fff4e6' },
    dark: { text: '#ffa94d', tint: '#3a240f' },
    filled: '#a33a06',
  },
  yellow: {
    palette: 'yellow',
    light: { text: '#7a5900', tint: '#fff9db' },
    dark: { text: '#ffd43b', tint: '#332a0b' },
    filled: '#7a5900',
  },
  blue: {
    palette: 'blue',
    light: { text: '#1864ab', tint: '#e7f5ff' },
    dark: { text: '#74c0fc', tint: '#10263a' },
    filled: '#1864ab',
  },
  cyan: {
    palette: 'cyan',
    light: { text: '#0b6475', tint: '#e3fafc' },
    dark: { text: '#3bc9db', tint: '#0d2b30' },
    filled: '#0b6475',
  },
  indigo: {
    palette: 'indigo',
    light: { text: '#364fc7', tint: '#edf2ff' },
    dark: { text: '#91a7ff', tint: '#1a2142' },
    filled: '#364fc7',
  },
  violet: {
    palette: 'violet',
    light: { text: '#5f3dc4', tint: '#f3f0ff' },
    dark: { text: '#b197fc', tint: '#251b42' },
    filled: '#5f3dc4',
  },
  gray: {
    palette: 'gray',
    light: { text: '#495057', tint: '#f1f3f5' },
    dark: { text: '#c1c2c5', tint: '#373a40' },
    filled: '#495057',
  },
} as const satisfies Record<string, Tone>;

export type ToneName = keyof typeof tones;

/** Every semantic colour token and the tone it shows. Add a token here (and to eslint.config.js's list). */
export const colourTokens = {
  /** A rise in value: a positive return, a gain on a holding. */
  gain: 'teal',
  /** A fall in value: a negative return, a loss on a holding. */
  loss: 'red',
  /** Something went right: a saved change, a passed check. */
  success: 'teal',
  /** An error or a destructive action (delete, cancel an order, end sessions). */
  danger: 'red',
  /** Needs attention but is not an error: a risk warning, an unbalanced total. */
  warning: 'orange',
  /** Neutral information. */
  info: 'blue',
  /** A quiet label: an asset class, a currency, a closed state. */
  neutral: 'gray',
  /** A fund on the watchlist. */
  favourite: 'yellow',
  /**
   * A stock price above its previous close, and a buy; below it, and a sell. The Hong Kong convention (green up, red
   * down), apart from `gain`/`loss` so a brand may swap them (mainland convention: red up) without touching returns.
   */
  priceUp: 'green',
  priceDown: 'red',
  /** Fund order statuses (SPEC §3 order history). */
  statusPending: 'gray',
  statusSubmitted: 'blue',
  statusProcessing: 'cyan',
  statusDeducted: 'indigo',
  statusPriced: 'violet',
  statusSettled: 'teal',
  statusCancelled: 'gray',
  statusRejected: 'red',
  statusFailed: 'red',
  /** Fund risk levels (SPEC §3), from none to high. */
  riskNone: 'gray',
  riskLow: 'teal',
  riskLowToMedium: 'green',
  riskMedium: 'yellow',
  riskMediumToHigh: 'orange',
  riskHigh: 'red',
  /** A locked risk profile (the client must take the questionnaire again). */
  riskLocked: 'gray',
} as const satisfies Record<string, ToneName>;

export type ColourToken = keyof typeof colourTokens;

/**
 * Mantine's own semantic colours, also allowed in components: `dimmed` (secondary text, set by the theme to an AA
 * grey) and `bright` (the page's strongest text).
 */
export const mantineSemanticColours = ['dimmed', 'bright'] as const;

export const colourTokenNames = Object.keys(colourTokens) as readonly ColourToken[];

/** Secondary text (`c="dimmed"`) per colour mode: Mantine's default grey is below 4.5:1 in both. */
export const dimmedText = { light: '#5c636a', dark: '#a6a7ab' } as const;
