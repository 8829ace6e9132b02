/** Browsers the sessions page names, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const browsers: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b|\bOPiOS\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Systems, most specific first (Android also says Linux; iPadOS may say Macintosh, but then the page says macOS). */
const systems: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\biPhone\b|\biPad\b|\biPod\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

/** The browser and system of a session, as product names (never translated); null where not recognised. */
export type BrowserAndSystem = { readonly browserName: string | null; readonly systemName: string | null };

/**
 * Names the browser and system of a session from the User-Agent it logged in with: `{ browserName: 'Chrome',
 * systemName: 'Windows' }`, each null when not recognised. The sessions page composes the label ("Chrome on Windows",
 * "Firefox", "Unknown browser") in the reader's language.
 */
export function browserAndSystemOf(userAgent: string | null | undefined): BrowserAndSystem {
  if (userAgent === null || userAgent === undefined) return { browserName: null, systemName: null };
  const browserName = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const systemName = systems.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browserName, systemName };
}
